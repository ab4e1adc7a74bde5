import type { TierId } from '@shared/tiers';
import { tableName } from './client';
import { profileKey } from './profile';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';

/**
 * The admin's "current tier" as payments move it. Every change also bumps `tierRevision` on the
 * profile, so a refund that recomputed the tier from an earlier read of the user's purchases is
 * refused (and redone) when a fulfilment changed them in between.
 */
export const TIER_REVISION = 'tierRevision';

/** The revision a profile item carries (undefined until payments first moved its tier). */
export function tierRevisionOf(profileItem: Item): number | undefined {
  const value = profileItem[TIER_REVISION];
  return typeof value === 'number' ? value : undefined;
}

/** Sets the current tier after a grant: the most recent purchase is the new one. */
export function grantedTierChange(userId: string, tierId: TierId): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET currentTierId = :tier ADD #revision :one',
      ExpressionAttributeNames: { '#revision': TIER_REVISION },
      ExpressionAttributeValues: { ':tier': tierId, ':one': 1 },
    },
  };
}

/** Sets the current tier recomputed after a refund, only if nothing moved it since `seenRevision` was read. */
export function recomputedTierChange(
  userId: string,
  tierId: TierId | null,
  seenRevision: number | undefined,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET currentTierId = :tier ADD #revision :one',
      ConditionExpression:
        seenRevision === undefined
          ? 'attribute_exists(pk) AND attribute_not_exists(#revision)'
          : 'attribute_exists(pk) AND #revision = :seen',
      ExpressionAttributeNames: { '#revision': TIER_REVISION },
      ExpressionAttributeValues: {
        ':tier': tierId,
        ':one': 1,
        ...(seenRevision === undefined ? {} : { ':seen': seenRevision }),
      },
    },
  };
}
