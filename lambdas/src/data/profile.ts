import type { AdminUser, Profile } from '@shared/api/types';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { isTierId } from '@shared/tiers';
import { tableName } from './client';
import { type Item, queryPage } from './query-page';
import { totalsChange } from './totals';
import { conditionFailedAt, type TransactItem, transactWrite } from './transactions';

/** A stored profile: the public fields plus the admin's current tier. */
export type ProfileRecord = AdminUser;

/** The partition of everything one user owns (profile, purchases, submissions). */
export function userPartition(userId: string): string {
  return `${PARTITION.user}${userId}`;
}

function profileKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.profile };
}

export function isProfileItem(item: Item): boolean {
  return item.sk === SORT_KEY.profile;
}

export function profileToItem(profile: ProfileRecord): Item {
  return {
    ...profileKey(profile.userId),
    gsi1pk: LIST_PARTITION.profiles,
    gsi1sk: `${profile.createdAt}#${profile.userId}`,
    userId: profile.userId,
    email: profile.email,
    // Search is a case-insensitive substring match, done by DynamoDB on this lower-cased copy.
    emailLower: profile.email.toLowerCase(),
    createdAt: profile.createdAt,
    currentTierId: profile.currentTierId,
  };
}

export function profileFromItem(item: Item): ProfileRecord {
  return {
    userId: String(item.userId),
    email: String(item.email),
    createdAt: String(item.createdAt),
    currentTierId: isTierId(item.currentTierId) ? item.currentTierId : null,
  };
}

/** The user-facing profile fields. */
export function toProfile(record: ProfileRecord): Profile {
  return { userId: record.userId, email: record.email, createdAt: record.createdAt };
}

/**
 * Writes a new user's profile and counts the user, in one transaction. A profile that already exists
 * (the trigger ran twice) is left as it is and nothing is counted; returns whether it was created.
 */
export async function createProfileOnSignUp(
  profile: Pick<Profile, 'userId' | 'email' | 'createdAt'>,
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: profileToItem({ ...profile, currentTierId: null }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      totalsChange({ userCount: 1 }),
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/** The transaction item that records the admin's "current tier" (the most recent purchase's tier). */
export function currentTierChange(userId: string, tierId: string | null): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET currentTierId = :tier',
      ExpressionAttributeValues: { ':tier': tierId },
    },
  };
}

/** Search reads at most this many chunks of profiles per request, so its cost stays bounded. */
export const SEARCH_MAX_READS = 4;
const SEARCH_READ_SIZE = 250;

/** Users newest first, optionally only those whose email contains `q` (any case). */
export async function listProfiles(options: { cursor?: string; limit?: number; q?: string }) {
  const q = options.q?.trim().toLowerCase();
  const page = await queryPage(
    {
      index: GSI1,
      partition: LIST_PARTITION.profiles,
      ...(q
        ? {
            filter: {
              expression: 'contains(#emailLower, :q)',
              names: { '#emailLower': 'emailLower' },
              values: { ':q': q },
            },
          }
        : {}),
    },
    { cursor: options.cursor, limit: options.limit, maxReads: q ? SEARCH_MAX_READS : 1, readSize: SEARCH_READ_SIZE },
  );
  return { items: page.items.map(profileFromItem), nextCursor: page.nextCursor };
}
