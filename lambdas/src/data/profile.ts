import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@shared/api/types/account';
import type { AdminUser } from '@shared/api/types/admin';
import { GSI1, GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION, LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { BASE_LOCALE, LOCALES, type Locale } from '@shared/locales';
import type { UserSearchMatch, UsersQuery } from '@shared/schemas/api';
import { isTierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import { type Item, type PageOptions, type PartitionQuery, queryAll, queryPage } from './query-page';
import { totalsChange } from './totals';
import { conditionFailedAt, isConditionFailed, type TransactItem, transactWrite } from './transactions';

/** A stored profile: the public fields plus the admin's current tier. */
export type ProfileRecord = AdminUser;

/** The partition of everything one user owns (profile, purchases, submissions). */
export function userPartition(userId: string): string {
  return `${PARTITION.user}${userId}`;
}

export function profileKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.profile };
}

export function isProfileItem(item: Item): boolean {
  return item.sk === SORT_KEY.profile;
}

/** A profile whose user deleted their account: its email is the tombstone and `deletedAt` is set. */
export function isDeletedProfileItem(item: Item): boolean {
  return typeof item.deletedAt === 'string';
}

/**
 * The write that turns a profile into its tombstone: the email (and its search copy) replaced, its
 * email index keys removed (no search finds it), the time of deletion kept once. The item stays, so
 * admin lists and the user count stay right.
 */
export function profileTombstoneChange(userId: string, tombstone: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression:
        'SET email = :tombstone, emailLower = :tombstoneLower, deletedAt = if_not_exists(deletedAt, :now) REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':tombstone': tombstone,
        ':tombstoneLower': tombstone.toLowerCase(),
        ':now': now.toISOString(),
      },
    },
  };
}

function emailSearchPartition(emailLower: string): string {
  return `${GSI2_PARTITION.emailSearch}${Array.from(emailLower)[0] ?? ''}`;
}

/** A live profile's place in the email index: `EMAILS#<first character>` / `<email lower>#<sub>`. */
export function emailSearchKeys(userId: string, email: string): { gsi2pk: string; gsi2sk: string } {
  const emailLower = email.toLowerCase();
  return { gsi2pk: emailSearchPartition(emailLower), gsi2sk: `${emailLower}#${userId}` };
}

/**
 * The live profiles whose email is exactly this one, ignoring case, with these attributes alone (and
 * the email): the email index holds no deleted account.
 */
export async function profilesAtAddress(email: string, attributes: readonly string[]): Promise<Item[]> {
  const lower = email.toLowerCase();
  const items = await queryAll({
    index: GSI2,
    partition: emailSearchPartition(lower),
    sortKeyPrefix: `${lower}#`,
    attributes: ['emailLower', ...attributes],
  });
  return items.filter((item) => item.emailLower === lower);
}

export function profileToItem(profile: ProfileRecord): Item {
  return {
    ...profileKey(profile.userId),
    gsi1pk: LIST_PARTITION.profiles,
    gsi1sk: `${profile.createdAt}#${profile.userId}`,
    ...emailSearchKeys(profile.userId, profile.email),
    userId: profile.userId,
    email: profile.email,
    // The substring search is done by DynamoDB on this lower-cased copy.
    emailLower: profile.email.toLowerCase(),
    createdAt: profile.createdAt,
    currentTierId: profile.currentTierId,
    locale: profile.locale ?? BASE_LOCALE,
  };
}

/** Marks a profile whose sign-up is in the user count (countSignUp). */
const SIGN_UP_COUNTED = 'userCounted';

/** A profile as stored once its sign-up is counted in the totals. */
export function countedProfileToItem(profile: ProfileRecord): Item {
  return { ...profileToItem(profile), [SIGN_UP_COUNTED]: true };
}

export function profileFromItem(item: Item): ProfileRecord {
  return {
    userId: String(item.userId),
    email: String(item.email),
    createdAt: String(item.createdAt),
    currentTierId: isTierId(item.currentTierId) ? item.currentTierId : null,
    locale: profileLocaleOf(item.locale),
  };
}

/**
 * The language a stored value names, exactly one of the store's: anything else (a sign-up's attribute
 * is whatever its caller sent) or none is English. Profiles from before the language was kept have
 * none, and read as English, the store's default.
 */
export function profileLocaleOf(value: unknown): Locale {
  return LOCALES.find((locale) => locale === value) ?? BASE_LOCALE;
}

/** The user-facing profile fields. */
export function toProfile(record: ProfileRecord): Profile {
  return {
    userId: record.userId,
    email: record.email,
    createdAt: record.createdAt,
    locale: record.locale ?? BASE_LOCALE,
  };
}

/**
 * The email of a live account: its profile exists and is not a tombstone. It is the address Cognito
 * confirmed at sign-up (post-confirmation wrote it), so mail sent to it reaches the account's owner.
 */
export async function getAccountEmail(userId: string): Promise<string | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: profileKey(userId), ConsistentRead: true }),
  );
  if (!Item || isDeletedProfileItem(Item)) return null;
  return typeof Item.email === 'string' ? Item.email : null;
}

/**
 * Writes a new user's profile unless it exists (the trigger ran twice); returns whether it was
 * created. On its own, not in a transaction with the user count: the profile is what a confirmed
 * user cannot do without, and a single conditional put cannot collide with the writers of the
 * totals, so no failure of the counting (see countSignUp) can leave a user without a profile.
 */
export async function createProfileOnSignUp(
  profile: Pick<Profile, 'userId' | 'email' | 'createdAt' | 'locale'>,
): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: profileToItem({ ...profile, currentTierId: null }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Counts a signed-up user, once: marks their profile as counted and adds to the user count in one
 * transaction (tried again on conflicts, see transactWrite). A profile already marked is a success
 * that writes nothing, so the trigger may run again after a count that failed, and count then.
 */
export async function countSignUp(userId: string): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: profileKey(userId),
          UpdateExpression: 'SET #counted = :true',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#counted)',
          ExpressionAttributeNames: { '#counted': SIGN_UP_COUNTED },
          ExpressionAttributeValues: { ':true': true },
        },
      },
      totalsChange({ userCount: 1 }),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) return;
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

/** The substring search reads at most this many chunks of profiles per request, so its cost stays bounded. */
/**
 * Whether a user is a supporter now: their profile names a current tier (the ledger keeps it: null
 * once every purchase is refunded) and the account is not deleted.
 */
export async function isSupporter(userId: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      ProjectionExpression: 'currentTierId, deletedAt',
    }),
  );
  return Item !== undefined && !isDeletedProfileItem(Item) && isTierId(Item.currentTierId);
}

/** Search reads at most this many chunks of profiles per request, so its cost stays bounded. */
export const SEARCH_MAX_READS = 4;
const SEARCH_READ_SIZE = 250;

export interface ProfilePage {
  items: ProfileRecord[];
  nextCursor: string | null;
  /** With a search: how it matched (see AdminUsersResponse). */
  match?: UserSearchMatch;
}

/**
 * Users newest first; with `q`, those whose email starts with it (any case) in email order, in one
 * Query of the email index; when none does on the first page, or when asked, those whose email
 * contains it, newest first, reading at most SEARCH_MAX_READS chunks per page.
 */
export async function listProfiles(options: UsersQuery): Promise<ProfilePage> {
  const q = options.q?.trim().toLowerCase();
  if (!q) return profilePage({ index: GSI1, partition: LIST_PARTITION.profiles }, options);
  if (options.match !== 'substring') {
    const byPrefix = await profilePage(
      { index: GSI2, partition: emailSearchPartition(q), sortKeyPrefix: q, ascending: true },
      options,
    );
    if (byPrefix.items.length > 0 || options.cursor) return { ...byPrefix, match: 'prefix' };
  }
  const bySubstring = await profilePage(
    {
      index: GSI1,
      partition: LIST_PARTITION.profiles,
      filter: {
        expression: 'contains(#emailLower, :q)',
        names: { '#emailLower': 'emailLower' },
        values: { ':q': q },
      },
    },
    {
      cursor: options.match === 'substring' ? options.cursor : undefined,
      limit: options.limit,
      maxReads: SEARCH_MAX_READS,
      readSize: SEARCH_READ_SIZE,
    },
  );
  return { ...bySubstring, match: 'substring' };
}

async function profilePage(query: PartitionQuery, options: PageOptions): Promise<ProfilePage> {
  const page = await queryPage(query, options);
  return { items: page.items.map(profileFromItem), nextCursor: page.nextCursor };
}
