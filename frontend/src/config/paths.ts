/** Every route path of the SPA, written once (SPEC §2 route table). */
export const paths = {
  home: '/',
  auth: '/auth',
  authSignUp: '/auth?mode=signup',
  dashboard: '/dashboard',
  profile: '/profile',
  /** Profile's two-step sign-in section, where the admin panel sends an admin without it. */
  twoStepSection: '/profile#two-step',
  tickets: '/tickets',
  tierSubmission: '/tier-submission',
  contact: '/contact',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  terms: '/terms',
  privacy: '/privacy',
  wall: '/wall',
  admin: {
    overview: '/admin',
    users: '/admin/users',
    user: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
    userPattern: '/admin/users/:userId',
    purchases: '/admin/purchases',
    contact: '/admin/contact',
    audit: '/admin/audit',
  },
} as const;
