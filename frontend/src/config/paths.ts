/** Every route path of the SPA, written once (SPEC §2 route table). */
export const paths = {
  home: '/',
  auth: '/auth',
  authSignUp: '/auth?mode=signup',
  dashboard: '/dashboard',
  profile: '/profile',
  tickets: '/tickets',
  tierSubmission: '/tier-submission',
  contact: '/contact',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  terms: '/terms',
  privacy: '/privacy',
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
