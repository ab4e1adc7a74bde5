import { SCREEN_PATHS } from '@shared/screen-paths';
import { m } from '@/lib/i18n';

/** Who may open a screen: anyone, a signed-in user (others go to /auth), or an admin (the admin guard). */
export type ScreenGuard = 'anyone' | 'signedIn' | 'admin';

export interface Screen {
  /** The route pattern, as react-router reads it (`:userId` for a parameter). */
  path: `/${string}`;
  /**
   * The screen's name in the document's `<title>` (document-titles.ts adds the site's name). A
   * prerendered page has none here: its title is the one its HTML was built with (shared/site-pages.ts).
   * A supporter's screen reads it from the messages (a getter, so it is in the page's language); the
   * admin panel's stay English.
   */
  title?: string;
  guard: ScreenGuard;
}

/**
 * Every screen of the SPA, once: the route tables (app-routes.tsx, admin-panel.tsx), the paths the app
 * links to (`paths` below) and the document titles (document-titles.ts) are all built from it. The route
 * patterns are shared/screen-paths.ts's, which the site reads to answer any other path with the
 * not-found page (status 404).
 */
export const SCREENS = {
  home: { path: SCREEN_PATHS.home, guard: 'anyone' },
  auth: { path: SCREEN_PATHS.auth, guard: 'anyone' },
  dashboard: {
    path: SCREEN_PATHS.dashboard,
    get title() {
      return m.layout_dashboard();
    },
    guard: 'signedIn',
  },
  profile: {
    path: SCREEN_PATHS.profile,
    get title() {
      return m.layout_profile();
    },
    guard: 'signedIn',
  },
  tickets: {
    path: SCREEN_PATHS.tickets,
    get title() {
      return m.layout_my_tickets();
    },
    guard: 'signedIn',
  },
  purchases: {
    path: SCREEN_PATHS.purchases,
    get title() {
      return m.layout_my_purchases();
    },
    guard: 'signedIn',
  },
  tierSubmission: {
    path: SCREEN_PATHS.tierSubmission,
    get title() {
      return m.layout_title_tier_setup();
    },
    guard: 'signedIn',
  },
  link: {
    path: SCREEN_PATHS.link,
    get title() {
      return m.layout_title_link();
    },
    guard: 'signedIn',
  },
  gift: {
    path: SCREEN_PATHS.gift,
    get title() {
      return m.layout_title_gift();
    },
    guard: 'signedIn',
  },
  // Anyone: a signed-out recipient is told what the gift is and how to sign in or sign up for it.
  giftClaim: {
    path: SCREEN_PATHS.giftClaim,
    get title() {
      return m.layout_title_gift_claim();
    },
    guard: 'anyone',
  },
  paymentSuccess: {
    path: SCREEN_PATHS.paymentSuccess,
    get title() {
      return m.layout_title_payment();
    },
    guard: 'signedIn',
  },
  paymentCancel: {
    path: SCREEN_PATHS.paymentCancel,
    get title() {
      return m.layout_title_payment_cancelled();
    },
    guard: 'anyone',
  },
  contact: { path: SCREEN_PATHS.contact, guard: 'anyone' },
  terms: { path: SCREEN_PATHS.terms, guard: 'anyone' },
  privacy: { path: SCREEN_PATHS.privacy, guard: 'anyone' },
  wall: { path: SCREEN_PATHS.wall, guard: 'anyone' },
  unsubscribe: {
    path: SCREEN_PATHS.unsubscribe,
    get title() {
      return m.layout_title_unsubscribe();
    },
    guard: 'anyone',
  },
  updates: {
    path: SCREEN_PATHS.updates,
    get title() {
      return m.layout_title_updates();
    },
    guard: 'anyone',
  },
  update: {
    path: SCREEN_PATHS.update,
    get title() {
      return m.layout_title_update();
    },
    guard: 'anyone',
  },
  adminOverview: { path: SCREEN_PATHS.adminOverview, title: 'Dashboard Overview', guard: 'admin' },
  adminUsers: { path: SCREEN_PATHS.adminUsers, title: 'Users', guard: 'admin' },
  adminUser: { path: SCREEN_PATHS.adminUser, title: 'User Details', guard: 'admin' },
  adminPurchases: { path: SCREEN_PATHS.adminPurchases, title: 'Purchases', guard: 'admin' },
  adminGifts: { path: SCREEN_PATHS.adminGifts, title: 'Gifts', guard: 'admin' },
  adminTaxReport: { path: SCREEN_PATHS.adminTaxReport, title: 'Tax report', guard: 'admin' },
  adminGoals: { path: SCREEN_PATHS.adminGoals, title: 'Goals', guard: 'admin' },
  adminContact: { path: SCREEN_PATHS.adminContact, title: 'Contact Submissions', guard: 'admin' },
  adminAudit: { path: SCREEN_PATHS.adminAudit, title: 'Audit Log', guard: 'admin' },
  adminGameKeys: { path: SCREEN_PATHS.adminGameKeys, title: 'Game Keys', guard: 'admin' },
  adminUpdates: { path: SCREEN_PATHS.adminUpdates, title: 'Updates', guard: 'admin' },
  // Before adminUpdate, whose pattern also matches it: the document title takes the first screen that matches.
  adminNewUpdate: { path: SCREEN_PATHS.adminNewUpdate, title: 'New Update', guard: 'admin' },
  adminUpdate: { path: SCREEN_PATHS.adminUpdate, title: 'Update', guard: 'admin' },
  adminCreatorCodes: { path: SCREEN_PATHS.adminCreatorCodes, title: 'Creator Codes', guard: 'admin' },
} as const satisfies Record<keyof typeof SCREEN_PATHS, Screen>;
type ScreenName = keyof typeof SCREENS;

/** The names of the screens behind `Guard`. */
export type ScreensGuardedBy<Guard extends ScreenGuard> = {
  [Name in ScreenName]: (typeof SCREENS)[Name]['guard'] extends Guard ? Name : never;
}[ScreenName];

/** The screens behind one guard, with their names. */
export function screensGuardedBy<Guard extends ScreenGuard>(guard: Guard): [ScreensGuardedBy<Guard>, Screen][] {
  const entries = Object.entries(SCREENS) as [ScreenName, Screen][];
  return entries.filter((entry): entry is [ScreensGuardedBy<Guard>, Screen] => entry[1].guard === guard);
}

/** The paths the app links to, each built from its screen. */
export const paths = {
  home: SCREENS.home.path,
  auth: SCREENS.auth.path,
  authSignUp: `${SCREENS.auth.path}?mode=signup`,
  dashboard: SCREENS.dashboard.path,
  profile: SCREENS.profile.path,
  /** Profile's two-step sign-in section, where the admin panel sends an admin without it. */
  twoStepSection: `${SCREENS.profile.path}#two-step`,
  tickets: SCREENS.tickets.path,
  purchases: SCREENS.purchases.path,
  tierSubmission: SCREENS.tierSubmission.path,
  link: SCREENS.link.path,
  /** The gift form, with the tier chosen first. */
  gift: (tierId?: string) =>
    tierId ? `${SCREENS.gift.path}?${new URLSearchParams({ tier: tierId })}` : SCREENS.gift.path,
  contact: SCREENS.contact.path,
  paymentSuccess: SCREENS.paymentSuccess.path,
  paymentCancel: SCREENS.paymentCancel.path,
  terms: SCREENS.terms.path,
  privacy: SCREENS.privacy.path,
  wall: SCREENS.wall.path,
  unsubscribe: SCREENS.unsubscribe.path,
  updates: SCREENS.updates.path,
  update: (slug: string) => SCREENS.update.path.replace(':slug', encodeURIComponent(slug)),
  admin: {
    overview: SCREENS.adminOverview.path,
    users: SCREENS.adminUsers.path,
    user: (userId: string) => SCREENS.adminUser.path.replace(':userId', encodeURIComponent(userId)),
    userPattern: SCREENS.adminUser.path,
    purchases: SCREENS.adminPurchases.path,
    gifts: SCREENS.adminGifts.path,
    taxReport: SCREENS.adminTaxReport.path,
    goals: SCREENS.adminGoals.path,
    contact: SCREENS.adminContact.path,
    /** One contact submission, opened on the contact submissions screen. */
    contactSubmission: (id: string) => `${SCREENS.adminContact.path}?contact=${encodeURIComponent(id)}`,
    audit: SCREENS.adminAudit.path,
    gameKeys: SCREENS.adminGameKeys.path,
    updates: SCREENS.adminUpdates.path,
    newUpdate: SCREENS.adminNewUpdate.path,
    update: (updateId: string) => SCREENS.adminUpdate.path.replace(':updateId', encodeURIComponent(updateId)),
    creatorCodes: SCREENS.adminCreatorCodes.path,
  },
} as const;
