import { PRERENDERED_PAGES, pageTitle, type SitePage } from '@shared/site-pages';

/** Who may open a screen: anyone, a signed-in user (others go to /auth), or an admin (the admin guard). */
export type ScreenGuard = 'anyone' | 'signedIn' | 'admin';

export interface Screen {
  /** The route pattern, as react-router reads it (`:userId` for a parameter). */
  path: `/${string}`;
  /** The document's `<title>` on this screen. */
  title: string;
  guard: ScreenGuard;
}

/** A prerendered page keeps the path and title its HTML was built with (shared/site-pages.ts). */
function prerendered(path: SitePage['path']): Screen & { guard: 'anyone' } {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a prerendered page`);
  return { path: page.path, title: page.title, guard: 'anyone' };
}

const adminTitle = (name: string) => pageTitle(`${name} | Admin Panel`);

/**
 * Every screen of the SPA, once: the route table (app-routes.tsx, admin-app.tsx), the paths the app
 * links to (paths.ts) and the document titles (document-titles.ts) are all built from it.
 */
export const SCREENS = {
  home: prerendered('/'),
  auth: { path: '/auth', title: pageTitle('Sign In'), guard: 'anyone' },
  dashboard: { path: '/dashboard', title: pageTitle('Dashboard'), guard: 'signedIn' },
  profile: { path: '/profile', title: pageTitle('Profile'), guard: 'signedIn' },
  tickets: { path: '/tickets', title: pageTitle('My Tickets'), guard: 'signedIn' },
  tierSubmission: { path: '/tier-submission', title: pageTitle('Tier Setup'), guard: 'signedIn' },
  paymentSuccess: { path: '/payment-success', title: pageTitle('Payment'), guard: 'signedIn' },
  paymentCancel: { path: '/payment-cancel', title: pageTitle('Payment Cancelled'), guard: 'anyone' },
  contact: prerendered('/contact'),
  terms: prerendered('/terms'),
  privacy: prerendered('/privacy'),
  wall: prerendered('/wall'),
  adminOverview: { path: '/admin', title: adminTitle('Dashboard Overview'), guard: 'admin' },
  adminUsers: { path: '/admin/users', title: adminTitle('Users'), guard: 'admin' },
  adminUser: { path: '/admin/users/:userId', title: adminTitle('User Details'), guard: 'admin' },
  adminPurchases: { path: '/admin/purchases', title: adminTitle('Purchases'), guard: 'admin' },
  adminContact: { path: '/admin/contact', title: adminTitle('Contact Submissions'), guard: 'admin' },
  adminAudit: { path: '/admin/audit', title: adminTitle('Audit Log'), guard: 'admin' },
} as const satisfies Record<string, Screen>;

type ScreenName = keyof typeof SCREENS;

/** The names of the screens behind `Guard`. */
export type ScreensGuardedBy<Guard extends ScreenGuard> = {
  [Name in ScreenName]: (typeof SCREENS)[Name]['guard'] extends Guard ? Name : never;
}[ScreenName];

/** The screens behind one guard, with their names. */
export function screensGuardedBy<Guard extends ScreenGuard>(guard: Guard): [ScreensGuardedBy<Guard>, Screen][] {
  return (Object.entries(SCREENS) as [ScreensGuardedBy<Guard>, Screen][]).filter(
    ([, screen]) => screen.guard === guard,
  );
}
