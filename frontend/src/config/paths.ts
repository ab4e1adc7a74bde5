import { SCREENS } from './screens';

/** The paths the app links to, each built from its screen (screens.ts). */
export const paths = {
  home: SCREENS.home.path,
  auth: SCREENS.auth.path,
  authSignUp: `${SCREENS.auth.path}?mode=signup`,
  dashboard: SCREENS.dashboard.path,
  profile: SCREENS.profile.path,
  /** Profile's two-step sign-in section, where the admin panel sends an admin without it. */
  twoStepSection: `${SCREENS.profile.path}#two-step`,
  tickets: SCREENS.tickets.path,
  tierSubmission: SCREENS.tierSubmission.path,
  contact: SCREENS.contact.path,
  paymentSuccess: SCREENS.paymentSuccess.path,
  paymentCancel: SCREENS.paymentCancel.path,
  terms: SCREENS.terms.path,
  privacy: SCREENS.privacy.path,
  wall: SCREENS.wall.path,
  admin: {
    overview: SCREENS.adminOverview.path,
    users: SCREENS.adminUsers.path,
    user: (userId: string) => SCREENS.adminUser.path.replace(':userId', encodeURIComponent(userId)),
    userPattern: SCREENS.adminUser.path,
    purchases: SCREENS.adminPurchases.path,
    contact: SCREENS.adminContact.path,
    audit: SCREENS.adminAudit.path,
  },
} as const;
