/** Messages of the admin panel (SPEC §6): the API answers with them, the panel shows them. */
export const ADMIN_MESSAGES = {
  /** A signed-in user who is not an admin, on an admin route or page. */
  accessDenied: 'Access denied. Admin privileges required.',
  /** An admin whose account has no verified authenticator app, on any admin route (decided from Cognito). */
  twoStepRequired: 'Two-step sign-in is required for the admin panel.',
  userNotFound: 'User not found',
  contactNotFound: 'Contact submission not found',
  /** Another admin changed the submission's status between our read and our write, more than once. */
  contactChanged: 'The submission was changed by someone else. Please try again.',
  /** An admin page whose data did not load: shown with a Retry button. */
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
} as const;
