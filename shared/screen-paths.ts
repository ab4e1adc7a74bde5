/**
 * The SPA's route pattern for each screen, as react-router reads them (`:userId` is any one path
 * segment). The app's screen list (frontend/src/config/paths.ts) takes its paths from here, and the site
 * answers a path that none of them claims with the not-found page: the local site server and
 * CloudFront's functions read this list too.
 */
export const SCREEN_PATHS = {
  home: '/',
  auth: '/auth',
  dashboard: '/dashboard',
  profile: '/profile',
  tickets: '/tickets',
  purchases: '/purchases',
  tierSubmission: '/tier-submission',
  link: '/link',
  gift: '/gift',
  giftClaim: '/gifts/:giftId',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  wall: '/wall',
  unsubscribe: '/unsubscribe',
  updates: '/updates',
  update: '/updates/:slug',
  adminOverview: '/admin',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminPurchases: '/admin/purchases',
  adminGifts: '/admin/gifts',
  adminTaxReport: '/admin/tax-report',
  adminGoals: '/admin/goals',
  adminContact: '/admin/contact',
  adminAudit: '/admin/audit',
  adminGameKeys: '/admin/game-keys',
  adminUpdates: '/admin/updates',
  adminNewUpdate: '/admin/updates/new',
  adminUpdate: '/admin/updates/:updateId',
  adminCreatorCodes: '/admin/creator-codes',
} as const satisfies Record<string, `/${string}`>;

/** A route pattern as a RegExp source: its `:param` segments match any one segment, the rest literally. */
function patternSource(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

/**
 * Every screen's pattern in one RegExp, for a path without trailing slashes; case-insensitive, as
 * react-router matches routes.
 */
export const SCREEN_PATH = new RegExp(`^(?:${Object.values(SCREEN_PATHS).map(patternSource).join('|')})$`, 'i');

/** Whether a screen of the app claims this path (its trailing slashes aside). */
export function isScreenPath(pathname: string): boolean {
  return SCREEN_PATH.test(withoutTrailingSlashes(pathname));
}

/** The path as the routes spell it: `/terms/` is `/terms`, `//` is `/`. */
export function withoutTrailingSlashes(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}
