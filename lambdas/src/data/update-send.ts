import { UPDATE_SLUG_MAX } from '@shared/site-pages';
import type { AdminUpdate } from '@shared/updates';
import { retry } from '../lib/retry';
import { type AuditActor, auditEntryItem } from './audit';
import { tableName } from './client';
import { raceRetry } from './contention';
import { RecipientsChangedError, UpdateAlreadySentError } from './errors';
import { conditionFailedAt, transactWriteOnce } from './transactions';
import { countAudience } from './update-audience';
import { sendingUpdateKeys, updateKey, updateSlugKey } from './update-items';
import { getUpdate } from './updates';

/** `2026-11-25-court-day`: the day the send starts and the subject in kebab case, cut at a word to fit with `suffix`. */
export function updateSlug(subject: string, sendStartedAt: string, suffix = ''): string {
  const words = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = [sendStartedAt.slice(0, 10), words].filter(Boolean).join('-');
  const room = UPDATE_SLUG_MAX - suffix.length;
  if (slug.length > room) {
    const cut = slug.slice(0, room);
    slug = (cut.lastIndexOf('-') > 10 && slug[room] !== '-' ? cut.slice(0, cut.lastIndexOf('-')) : cut).replace(
      /-+$/,
      '',
    );
  }
  return `${slug}${suffix}`;
}

/**
 * Starts the send of a draft, if the audience still has `expectedRecipients` people (RecipientsChangedError
 * otherwise): in one transaction the status moves draft→sending (conditional, so of many sends at
 * once one wins and the rest get UpdateAlreadySentError), the slug is taken (its item is written only
 * if no other update holds it; `-2`, `-3`… on a clash), the update is listed for the send job's
 * schedule, and the send is audited. Nothing is written when any part is refused.
 */
export function startSend(id: string, expectedRecipients: number, actor: AuditActor, now: Date): Promise<AdminUpdate> {
  return retry(() => tryStartSend(id, expectedRecipients, actor, now), raceRetry(`The send of update ${id}`));
}

async function tryStartSend(
  id: string,
  expectedRecipients: number,
  actor: AuditActor,
  now: Date,
): Promise<AdminUpdate> {
  const update = await getUpdate(id);
  if (update.status !== 'draft') throw new UpdateAlreadySentError();
  const recipients = await countAudience(update.audienceTierId);
  if (recipients !== expectedRecipients) throw new RecipientsChangedError();
  const sendStartedAt = now.toISOString();
  for (let attempt = 1; ; attempt++) {
    const slug = updateSlug(update.subject, sendStartedAt, attempt === 1 ? '' : `-${attempt}`);
    try {
      await transactWriteOnce(sendStartItems(update, slug, recipients, actor, now));
      return { ...update, slug, status: 'sending', sendStartedAt };
    } catch (error) {
      if (conditionFailedAt(error, 0)) throw new UpdateAlreadySentError({ cause: error });
      if (!conditionFailedAt(error, 1)) throw error;
    }
  }
}

function sendStartItems(update: AdminUpdate, slug: string, recipients: number, actor: AuditActor, now: Date) {
  const sendStartedAt = now.toISOString();
  const sending = sendingUpdateKeys(update.id, sendStartedAt);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: updateKey(update.id),
        UpdateExpression:
          'SET #status = :sending, slug = :slug, sendStartedAt = :at, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, queued = :zero, sent = :zero, failed = :zero, suppressed = :zero',
        ConditionExpression: 'attribute_exists(pk) AND #status = :draft',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':draft': 'draft',
          ':slug': slug,
          ':at': sendStartedAt,
          ':gsi2pk': sending.gsi2pk,
          ':gsi2sk': sending.gsi2sk,
          ':zero': 0,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...updateSlugKey(slug), slug, updateId: update.id, createdAt: sendStartedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    auditEntryItem(
      actor,
      {
        action: 'update_sent',
        subject: { type: 'update', id: update.id },
        before: { status: 'draft' },
        after: { status: 'sending', subject: update.subject, recipients },
        id: `update-sent-${update.id}`,
      },
      now,
    ),
  ];
}
