import { GIFT_STATUS_LABELS, type PaidGiftStatus } from './gifts';

/**
 * The admin's gift tools (docs/payments.md, Gift operations): the words the API answers with and the
 * panel shows. The recipient's and the buyer's words are in shared/gifts.ts.
 */

/** A resend within this many minutes of the last claim email is refused, so a double click sends one email. */
export const GIFT_RESEND_MINUTES = 5;

/** The longest reason a cancellation may give (it is audited). */
export const GIFT_CANCEL_REASON_MAX = 500;

/** The statuses the admin's gift list can narrow to (one awaiting payment is never listed). */
export const ADMIN_GIFT_STATUSES = Object.keys(GIFT_STATUS_LABELS) as PaidGiftStatus[];

export const GIFT_ADMIN_MESSAGES = {
  /** No paid gift has this id (one still awaiting payment is not the admin's to act on). */
  notFound: 'Gift not found',
  statusInvalid: `Status must be one of: ${ADMIN_GIFT_STATUSES.join(', ')}`,
  resentRecently: `The claim email was sent less than ${GIFT_RESEND_MINUTES} minutes ago. Please wait before sending it again.`,
  cancelReasonRequired: 'Please give a reason for cancelling the gift',
  cancelReasonTooLong: `Keep the reason to ${GIFT_CANCEL_REASON_MAX} characters or fewer`,
  /** A cancellation without the dialog's request id cannot be retried safely. */
  cancelRequestIdInvalid: 'A cancellation needs its request id (a UUID); please reload the page and try again',
} as const;
