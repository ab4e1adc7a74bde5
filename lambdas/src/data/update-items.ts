/**
 * A development update's items, in one place for the modules that write them (the admin's drafts,
 * the send job) and those that read them (the /updates pages, the page publisher).
 *
 * | item   | key                          | gsi1                            | gsi2                                                     |
 * | update | `UPDATE#<id>` / `UPDATE`     | `UPDATES` / `<createdAt>#<id>`  | `UPDATES_SENDING` / `<sendStartedAt>#<id>` while its job runs, then `UPDATES_PUBLISHED` / `<sentAt>#<id>` |
 * | slug   | `UPDATESLUG#<slug>` / `SLUG` | none                            | none                                                     |
 *
 * The update holds its Markdown with its two renderings (`html`, `text`, rendered when it is saved), its audience, its status and the send job's state: the counters of
 * its progress (`queued`, `sent`, `failed`, `suppressed`, each moved with ADD), and where the job's
 * read of the audience stopped (`jobCursor`) with the lease of the job that is running (`jobLeaseUntil`).
 */
import { GSI2_PARTITION, LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { isTierId } from '@shared/tiers';
import type { AdminUpdate, PublishedUpdate, RenderedUpdate, UpdateStatus } from '@shared/updates';
import { UPDATE_LIMITS } from '@shared/updates';
import { describeUpdate } from '../updates/describe-update';
import type { Item } from './query-page';

export function updateKey(id: string) {
  return { pk: `${PARTITION.update}${id}`, sk: SORT_KEY.update };
}

export function updateSlugKey(slug: string) {
  return { pk: `${PARTITION.updateSlug}${slug}`, sk: SORT_KEY.updateSlug };
}

/** The admin list's index keys, set once when the draft is written. */
function updateListKeys(update: Pick<AdminUpdate, 'id' | 'createdAt'>) {
  return { gsi1pk: LIST_PARTITION.updates, gsi1sk: `${update.createdAt}#${update.id}` };
}

/** The index keys listing an update whose send job runs (the schedule resumes it from there). */
export function sendingUpdateKeys(id: string, sendStartedAt: string) {
  return { gsi2pk: GSI2_PARTITION.sendingUpdates, gsi2sk: `${sendStartedAt}#${id}` };
}

/** The index keys listing a sent update on /updates. */
export function publishedUpdateKeys(id: string, sentAt: string) {
  return { gsi2pk: GSI2_PARTITION.publishedUpdates, gsi2sk: `${sentAt}#${id}` };
}

function count(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function updateFromItem(item: Item): AdminUpdate {
  return {
    id: String(item.id),
    slug: optionalString(item.slug),
    subject: String(item.subject),
    bodyMarkdown: String(item.bodyMarkdown),
    audienceTierId: isTierId(item.audienceTierId) ? item.audienceTierId : null,
    supportersOnly: item.supportersOnly === true,
    status: String(item.status) as UpdateStatus,
    createdAt: String(item.createdAt),
    createdBy: String(item.createdBy),
    sendStartedAt: optionalString(item.sendStartedAt),
    sentAt: optionalString(item.sentAt),
    resumesAt: optionalString(item.resumesAt),
    progress: {
      queued: count(item.queued),
      sent: count(item.sent),
      failed: count(item.failed),
      suppressed: count(item.suppressed),
    },
  };
}

/** A sent update as /updates shows it (its page, its list entry and its link preview). */
export function publishedFromItem(item: Item): PublishedUpdate {
  const text = String(item.text ?? '');
  return {
    slug: String(item.slug),
    title: String(item.subject),
    publishedAt: String(item.sentAt),
    description: describeUpdate(text, UPDATE_LIMITS.descriptionMax),
    html: String(item.html ?? ''),
    supportersOnly: item.supportersOnly === true,
  };
}

/** A new draft's item with its renderings (no slug yet; its progress counters are absent until the job moves them). */
export function draftToItem(update: AdminUpdate, rendered: RenderedUpdate): Item {
  return {
    ...updateKey(update.id),
    ...updateListKeys(update),
    id: update.id,
    subject: update.subject,
    bodyMarkdown: update.bodyMarkdown,
    html: rendered.html,
    text: rendered.text,
    ...(update.audienceTierId ? { audienceTierId: update.audienceTierId } : {}),
    supportersOnly: update.supportersOnly,
    status: update.status,
    createdAt: update.createdAt,
    createdBy: update.createdBy,
  };
}
