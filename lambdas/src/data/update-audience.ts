import { GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION } from '@shared/contract/table-keys';
import { getTier, isTierId, type TierId } from '@shared/tiers';
import { batchGetItems } from './batch-get';
import { listUpdatesRecipients } from './email-preferences';
import { isDeletedProfileItem, profileKey } from './profile';
import { queryPage } from './query-page';
import { suppressionKey } from './suppression';

/**
 * Who an update goes to now: the supporters opted in (gsi2 `UPDATES_OPTED_IN`), with a live account
 * (not deleted), an address SES never reported, and, when the update names a tier, owning it or a
 * higher-priced one. Profiles and suppressions are read with BatchGetItem, never by a scan.
 */
interface UpdateRecipient {
  userId: string;
  email: string;
}

export interface AudiencePage {
  recipients: UpdateRecipient[];
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
}

function ownsAtLeast(currentTierId: unknown, audienceTierId: TierId): boolean {
  return isTierId(currentTierId) && getTier(currentTierId).priceCents >= getTier(audienceTierId).priceCents;
}

/** Those of `userIds` the update would go to now. */
async function eligible(userIds: readonly string[], audienceTierId: TierId | null): Promise<UpdateRecipient[]> {
  const profiles = await batchGetItems(userIds.map(profileKey));
  const live = profiles
    .filter((item) => !isDeletedProfileItem(item) && typeof item.email === 'string')
    .filter((item) => audienceTierId === null || ownsAtLeast(item.currentTierId, audienceTierId))
    .map((item) => ({ userId: String(item.userId), email: String(item.email) }));
  const suppressed = new Set(
    (await batchGetItems(live.map((recipient) => suppressionKey(recipient.email)))).map((item) => String(item.email)),
  );
  const byId = new Map(live.map((recipient) => [recipient.userId, recipient]));
  return userIds
    .map((userId) => byId.get(userId))
    .filter((recipient): recipient is UpdateRecipient => !!recipient && !suppressed.has(recipient.email.toLowerCase()));
}

/** One page of the audience, in the index's order, from `cursor` (the send job's saved place). */
export async function audiencePage(
  audienceTierId: TierId | null,
  cursor: string | null,
  limit: number,
): Promise<AudiencePage> {
  const page = await queryPage(
    { index: GSI2, partition: GSI2_PARTITION.updatesOptedIn },
    { limit, ...(cursor ? { cursor } : {}) },
  );
  return {
    recipients: await eligible(
      page.items.map((item) => String(item.userId)),
      audienceTierId,
    ),
    nextCursor: page.nextCursor,
  };
}

/** How many the update would go to now: the number the admin confirms before sending. */
export async function countAudience(audienceTierId: TierId | null): Promise<number> {
  const userIds = (await listUpdatesRecipients()).map((recipient) => recipient.userId);
  return (await eligible(userIds, audienceTierId)).length;
}
