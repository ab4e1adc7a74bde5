import { setEmailPreferences } from '../data/email-preferences';
import { recordSuppression, type SuppressionReason } from '../data/suppression';
import { logger } from '../lib/logger';

/**
 * One record of SES event publishing (the configuration set's bounce and complaint events), as
 * EventBridge carries it in `detail` and the local stack's `/_local/ses-events` takes it.
 * `mail.tags.user` is the tag the sender puts on every email about a user.
 */
export interface SesEvent {
  eventType?: string;
  mail?: { tags?: Record<string, string[] | undefined> };
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[]; timestamp?: string };
  complaint?: { complainedRecipients?: { emailAddress?: string }[]; timestamp?: string };
}

/** The tag naming the user an email is about, so a bounce or complaint can opt that user out. */
export const USER_TAG = 'user';

function suppressionOf(event: SesEvent): { reason: SuppressionReason; emails: string[]; at: string } | null {
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const emails = (event.bounce.bouncedRecipients ?? []).flatMap((r) => (r.emailAddress ? [r.emailAddress] : []));
    return { reason: 'hard-bounce', emails, at: event.bounce.timestamp ?? new Date().toISOString() };
  }
  if (event.eventType === 'Complaint') {
    const emails = (event.complaint?.complainedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [r.emailAddress] : [],
    );
    return { reason: 'complaint', emails, at: event.complaint?.timestamp ?? new Date().toISOString() };
  }
  return null;
}

/**
 * Suppresses the addresses of a hard bounce or a complaint (a soft bounce, which SES retries, and
 * every other event change nothing) and opts the email's user out of development updates.
 */
export async function recordSesEvent(event: SesEvent): Promise<void> {
  const suppression = suppressionOf(event);
  if (!suppression) return;
  for (const email of suppression.emails) {
    await recordSuppression({ email, reason: suppression.reason, suppressedAt: suppression.at });
    logger.info('Address suppressed', { reason: suppression.reason });
  }
  const userId = event.mail?.tags?.[USER_TAG]?.[0];
  if (userId) {
    await setEmailPreferences(userId, false, suppression.reason === 'complaint' ? 'complaint' : 'bounce', new Date());
  }
}
