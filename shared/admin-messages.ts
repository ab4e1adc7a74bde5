import { formatCents } from './money';

/** Messages of the admin panel (docs/product.md §Roles and permissions): the API answers with them, the panel shows them. */
export const ADMIN_MESSAGES = {
  /** A signed-in user who is not an admin, on an admin route or page. */
  accessDenied: 'Access denied. Admin privileges required.',
  /** An admin whose account has no verified authenticator app, on any admin route (decided from Cognito). */
  twoStepRequired: 'Two-step sign-in is required for the admin panel.',
  /** An admin whose sign-in session began before their last two-step change (it may not have answered a code). */
  signInAgain: 'Please sign in again with your two-step code to open the admin panel.',
  userNotFound: 'User not found',
  contactNotFound: 'Contact submission not found',
  /** Another admin changed the submission's status between our read and our write, more than once. */
  contactChanged: 'The submission was changed by someone else. Please try again.',
  /** An admin page whose data did not load: shown with a Retry button. */
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  paymentNotFound: 'Payment not found',
  /** The payment is refunded in full, a duplicate or lost in a dispute: Stripe holds nothing to give back. */
  nothingToRefund: 'This payment has nothing left to refund',
  refundReasonRequired: 'Please give a reason for the refund',
  refundAmountInvalid: 'Refund amount must be a whole number of cents greater than 0',
  refundIssued: 'Refund issued',
  refundFailed: 'Failed to issue refund',
  /**
   * Stripe failed or did not answer: the refund may or may not exist at Stripe. A retry from the same
   * dialog sends the same request id, so it refunds at most once.
   */
  refundUnavailable: 'Stripe did not confirm the refund. Please try again.',
  /** A refund request without the dialog's request id (a client that does not send one cannot retry safely). */
  refundRequestIdInvalid: 'A refund needs its request id (a UUID); please reload the page and try again',
  /** The role check itself failed: the user is treated as a non-admin. */
  roleCheckFailed: 'Failed to verify admin access',
  statusUpdated: 'Status updated successfully',
  statusUpdateFailed: 'Failed to update status',
  notesSaved: 'Notes saved successfully',
  notesSaveFailed: 'Failed to save notes',
  responseSent: 'Response sent to user',
  responseSendFailed: 'Failed to send response',
  emailCopied: 'Email copied to clipboard!',
  /** Not in the spec: the browser refused the clipboard. */
  emailCopyFailed: 'Could not copy the email',
  /** Not in the spec: the purchases CSV export failed. */
  exportFailed: 'Failed to export purchases',
  /** Not in the spec: the gym wall moderation's outcomes. */
  wallHidden: 'Nickname hidden from the gym wall',
  wallShown: 'Nickname shown on the gym wall again',
  wallUpdateFailed: 'Failed to update the gym wall',
} as const;

/** A refund larger than what is left of the payment; names the most it may be. */
export function refundTooLargeMessage(refundableCents: number): string {
  return `Refund amount must be at most ${formatCents(refundableCents)}`;
}
