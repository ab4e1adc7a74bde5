import { ADMIN_MESSAGES, refundTooLargeMessage } from './admin-messages';

describe('admin messages', () => {
  it('are the spec words', () => {
    expect(ADMIN_MESSAGES).toEqual({
      accessDenied: 'Access denied. Admin privileges required.',
      twoStepRequired: 'Two-step sign-in is required for the admin panel.',
      signInAgain: 'Please sign in again with your two-step code to open the admin panel.',
      userNotFound: 'User not found',
      contactNotFound: 'Contact submission not found',
      contactChanged: 'The submission was changed by someone else. Please try again.',
      // Not the spec's (it only logs load failures); issue #20 asks for an error state with Retry.
      loadFailed: 'This page could not be loaded. Check your connection and try again.',
      paymentNotFound: 'Payment not found',
      nothingToRefund: 'This payment has nothing left to refund',
      refundReasonRequired: 'Please give a reason for the refund',
      refundAmountInvalid: 'Refund amount must be a whole number of cents greater than 0',
      refundIssued: 'Refund issued',
      refundFailed: 'Failed to issue refund',
      refundUnavailable: 'Stripe did not confirm the refund. Please try again.',
      // Not the spec's: a refund is keyed by the dialog's request id (issue #25).
      refundRequestIdInvalid: 'A refund needs its request id (a UUID); please reload the page and try again',
      roleCheckFailed: 'Failed to verify admin access',
      statusUpdated: 'Status updated successfully',
      statusUpdateFailed: 'Failed to update status',
      notesSaved: 'Notes saved successfully',
      notesSaveFailed: 'Failed to save notes',
      responseSent: 'Response sent to user',
      responseSendFailed: 'Failed to send response',
      emailCopied: 'Email copied to clipboard!',
      // Not the spec's: the clipboard can refuse.
      emailCopyFailed: 'Could not copy the email',
      // Not the spec's: the CSV export (issue #20) and the gym wall moderation (issue #19).
      exportFailed: 'Failed to export purchases',
      wallHidden: 'Nickname hidden from the gym wall',
      wallShown: 'Nickname shown on the gym wall again',
      wallUpdateFailed: 'Failed to update the gym wall',
    });
  });

  it('names the most a refund may be', () => {
    expect(refundTooLargeMessage(2550)).toBe('Refund amount must be at most $25.50');
  });
});
