/**
 * Delivers outbox emails (lambdas/src/data/outbox.ts) through SES v2. Each email is claimed before
 * SES is called and marked sent after, both conditional, so a retried batch, the sweep and a stream
 * delivery never send one email twice. A failed send gives the claim back: the email stays pending
 * and the next try (stream retry, the sweep on its schedule, the local stack's next drain) sends it.
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { SESv2Client, SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { ENV } from '@shared/contract/lambda-env';
import { METRICS } from '@shared/contract/metrics';
import type { Seller } from '@shared/seller';
import { getEmailPreferences, setupRemindersStopped } from '../data/email-preferences';
import { claimEmail, markEmailSent, markEmailSkipped, releaseEmail } from '../data/outbox';
import type { EmailMessage } from '../data/outbox-messages';
import { type PendingEmailsCursor, pendingEmailsPage } from '../data/outbox-pending';
import { getSuppression } from '../data/suppression';
import { countDelivery, countFailedTry } from '../data/update-job';
import { currentDeadline } from '../lib/deadline';
import { requireEnv } from '../lib/env';
import { inLocale } from '../lib/locale-context';
import { logger } from '../lib/logger';
import { metrics } from '../lib/metrics';
import { decryptAccountCode } from './account-code-key';
import { recipientLocale } from './recipient-locale';
import type { RenderedEmail } from './rendered-email';
import { type SendPace, sendPace, sendRateFromEnv } from './send-pace';
import { loadSesSdk, sesClient } from './ses-client';
import { USER_TAG } from './ses-events';
import { EMAIL_KINDS, renderEmail, UNSUBSCRIBE_PURPOSE_OF_KIND } from './templates';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-link';

export type DeliveryOutcome = 'sent' | 'skipped';

/** The skip reason of an update or a reminder whose supporter unsubscribed from it after it was queued. */
const UNSUBSCRIBED = 'unsubscribed';

/** An email SES did not take; it stays in the outbox. */
class EmailSendError extends Error {
  constructor(emailId: string, options?: ErrorOptions) {
    super(`Email ${emailId} was not sent`, options);
    this.name = 'EmailSendError';
  }
}

export interface SenderSettings {
  from: string;
  supportInbox: string;
  siteUrl: string;
  /** Named in the emails about a payment. */
  seller: Seller;
  /**
   * The SES configuration sets, whose bounce and complaint events come back: updates go through their
   * own, so their reputation metrics and events stand apart from sign-up, receipt and ticket mail.
   * The sender's environment always names both; a test may send without any.
   */
  configurationSets?: { transactional: string; update: string };
}

/** The sender's settings from its environment (stage config in the cloud, the local stack locally). */
function senderSettingsFromEnv(): SenderSettings {
  return {
    from: requireEnv(ENV.emailFrom),
    supportInbox: requireEnv(ENV.supportInbox),
    siteUrl: requireEnv(ENV.siteUrl).replace(/\/+$/, ''),
    seller: { name: requireEnv(ENV.sellerName), address: requireEnv(ENV.sellerAddress) },
    configurationSets: {
      transactional: requireEnv(ENV.sesConfigurationSet),
      update: requireEnv(ENV.sesUpdateConfigurationSet),
    },
  };
}

/**
 * Sends one outbox email unless it is sent or someone else is sending it ('skipped'), through `ses`
 * or else the sender's own client, waiting for `pace`'s next slot before SES when given. Throws
 * EmailSendError when SES fails; the email is then pending again.
 */
export async function deliverEmail(
  id: string,
  settings: SenderSettings = senderSettingsFromEnv(),
  ses?: SESv2Client,
  pace?: SendPace,
): Promise<DeliveryOutcome> {
  const { SendEmailCommand } = await loadSesSdk();
  const client = ses ?? (await sesClient());
  const claimed = await claimEmail(id, new Date());
  if (!claimed) return 'skipped';
  const { message, userId } = claimed.email;
  const kind = EMAIL_KINDS[message.template];
  const to = 'to' in message ? message.to : settings.supportInbox;
  const updateId = message.template === 'update' ? message.updateId : null;
  const skipReason = await reasonToSkip(message, userId, to);
  if (skipReason) {
    await skipEmail(id, claimed.claim, message, skipReason, updateId);
    return 'skipped';
  }
  const purpose = UNSUBSCRIBE_PURPOSE_OF_KIND[kind];
  const token = purpose && userId !== null ? await unsubscribeToken(userId, to, purpose) : null;
  const locale = await recipientLocale(message, userId);
  const links = {
    siteUrl: settings.siteUrl,
    seller: settings.seller,
    ...(token ? { unsubscribeUrl: unsubscribePageUrl(token, settings.siteUrl, locale) } : {}),
  };
  const headers = token ? unsubscribeHeaders(token, settings.siteUrl) : null;
  let messageId: string | null;
  try {
    // An account code is decrypted here, in memory, at send time; a failure leaves it pending like a failed send.
    const accountCode = message.template === 'account-code' ? await decryptAccountCode(message.encryptedCode) : null;
    // Rendered in the recipient's language: the messages, days and amounts read it (lib/locale-context.ts).
    const rendered = inLocale(locale, () =>
      renderEmail(message, { ...links, ...(accountCode ? { accountCode } : {}) }),
    );
    const input = sendEmailInput(settings, rendered, headers, userId, configurationSetOf(settings, message));
    await pace?.take();
    const result = await client.send(new SendEmailCommand(input));
    messageId = result.MessageId ?? null;
  } catch (error) {
    metrics.addMetric(METRICS.emailSendFailures, MetricUnit.Count, 1);
    await releaseEmail(id, claimed.claim, error instanceof Error ? error.message : String(error));
    if (updateId) await countFailedTry(updateId);
    throw new EmailSendError(id, { cause: error });
  }
  await markEmailSent(id, claimed.claim, new Date(), messageId, updateId ? countDelivery(updateId, 'sent') : undefined);
  metrics.addMetric(METRICS.emailsSent, MetricUnit.Count, 1);
  logger.info('Email sent', { emailId: id, template: claimed.email.message.template });
  return 'sent';
}

/** Marks a claimed email skipped (counted as suppressed when it is an update's) and logs why. */
async function skipEmail(
  id: string,
  claim: string,
  message: EmailMessage,
  skipReason: string,
  updateId: string | null,
): Promise<void> {
  await markEmailSkipped(
    id,
    claim,
    new Date(),
    skipReason,
    updateId ? countDelivery(updateId, 'suppressed') : undefined,
  );
  logger.info('Email not sent: suppressed or unsubscribed', {
    emailId: id,
    template: message.template,
    kind: EMAIL_KINDS[message.template],
    reason: skipReason,
  });
}

/** SES's SendEmail input for a rendered email; `headers` (List-Unsubscribe) only for an email one may unsubscribe from. */
function sendEmailInput(
  settings: SenderSettings,
  rendered: RenderedEmail,
  headers: Record<string, string> | null,
  userId: string | null,
  configurationSet: string | undefined,
): SendEmailCommandInput {
  return {
    FromEmailAddress: settings.from,
    Destination: { ToAddresses: [rendered.to ?? settings.supportInbox] },
    Content: {
      Simple: {
        Subject: { Data: rendered.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: rendered.text, Charset: 'UTF-8' }, Html: { Data: rendered.html, Charset: 'UTF-8' } },
        ...(headers ? { Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
      },
    },
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    ...(userId ? { EmailTags: [{ Name: USER_TAG, Value: userId }] } : {}),
  };
}

/** The update set for a development update, the transactional set for every other email. */
function configurationSetOf(settings: SenderSettings, message: EmailMessage): string | undefined {
  const sets = settings.configurationSets;
  return message.template === 'update' ? sets?.update : sets?.transactional;
}

/**
 * Why an email is not to be sent, or null: an address SES reported (any report for an update or a
 * reminder, a hard bounce for a service email), a supporter who opted out of updates after an update
 * was queued, or one who stopped their setup reminders.
 */
async function reasonToSkip(message: EmailMessage, userId: string | null, to: string): Promise<string | null> {
  const kind = EMAIL_KINDS[message.template];
  const suppression = await getSuppression(to);
  if (suppression && (kind !== 'service' || suppression.reason === 'hard-bounce')) return suppression.reason;
  const counted = message.template === 'update' && message.updateId !== null;
  if (counted && userId && !(await getEmailPreferences(userId)).updates) return UNSUBSCRIBED;
  if (kind === 'reminder' && userId && (await setupRemindersStopped(userId))) return UNSUBSCRIBED;
  return null;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** How fast a sweep sends and when it must have stopped. */
export interface SweepLimits {
  /** Emails a second: the stage's SES rate (UPDATE_SEND_RATE). */
  rate: number;
  /** When the sweep must have stopped (ms since the epoch): the invocation's deadline. */
  deadline: number;
}

/** Time kept back before the deadline for the last email's send and marking. */
const STOP_MARGIN_MS = 2_000;

/**
 * Sends every pending email a page at a time, in sending order (account codes, service email,
 * reminders, development updates last), at most `rate` a second, until none is left or the next send would not end
 * before the deadline: what is left stays pending for the next sweep. Each email is claimed before it
 * is sent, so none goes out twice. Failures are counted and logged, not thrown: those emails stay
 * pending for the next sweep.
 */
export async function drainOutbox(
  settings: SenderSettings = senderSettingsFromEnv(),
  ses?: SESv2Client,
  limits: SweepLimits = { rate: sendRateFromEnv(), deadline: currentDeadline() },
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  const pace = sendPace(limits.rate);
  let cursor: PendingEmailsCursor | null = null;
  do {
    const page = await pendingEmailsPage(cursor);
    for (const id of page.ids) {
      if (Math.max(Date.now(), pace.nextAt()) > limits.deadline - STOP_MARGIN_MS) {
        logger.info('Outbox sweep stopped at its deadline; the next sweep sends the rest', { ...result });
        return result;
      }
      try {
        if ((await deliverEmail(id, settings, ses, pace)) === 'sent') result.sent += 1;
      } catch (error) {
        result.failed += 1;
        logger.warn('Email not sent; it stays in the outbox', { emailId: id, error: String(error) });
      }
    }
    cursor = page.next;
  } while (cursor);
  return result;
}
