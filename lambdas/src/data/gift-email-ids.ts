import { GIFT_REMINDER_DAYS } from '@shared/gifts';

/**
 * The outbox ids of a gift's emails to its recipient. Each is named, not a new ULID, so it is queued
 * at most once (the outbox put's condition), and so a deleted buyer's name can be found on them again
 * (data/gift-erasure.ts): the ones queued under no user are listed nowhere else.
 */
export const GIFT_EMAIL_ID = {
  /** The claim link, at payment. */
  received: (giftId: string) => `gift-received-${giftId}`,
  /** The claim link sent again by support, named by the gift's version it was sent at. */
  resent: (giftId: string, version: number) => `gift-resent-${giftId}-${version}`,
  /** The sweep's reminder, by its step (1 for the first of GIFT_REMINDER_DAYS). */
  reminder: (giftId: string, step: number) => `gift-reminder-${giftId}-${step}`,
  /** The recipient's word once they claimed it. */
  claimed: (giftId: string) => `gift-claimed-${giftId}`,
};

/**
 * Every id an email to the recipient of a gift now at `version` may have been queued under: a resend
 * moves the version, so none was sent at a version the gift has not reached.
 */
export function giftRecipientEmailIds(giftId: string, version: number): string[] {
  const resends = Array.from({ length: version }, (_, index) => GIFT_EMAIL_ID.resent(giftId, index + 1));
  const reminders = GIFT_REMINDER_DAYS.map((_, index) => GIFT_EMAIL_ID.reminder(giftId, index + 1));
  return [GIFT_EMAIL_ID.received(giftId), ...resends, ...reminders, GIFT_EMAIL_ID.claimed(giftId)];
}
