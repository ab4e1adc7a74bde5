import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import { AccountGoneError } from './errors';
import { userPartition } from './profile';
import type { Item } from './query-page';
import { isConditionFailed } from './transactions';

/**
 * What every authenticated request needs to know of the caller's account beyond their token, kept on
 * the profile item (`USER#<sub>` / `PROFILE`): whether the account was deleted (`deletedAt`, the
 * tombstone), and the store's own record of two-step sign-in: whether it is on (`twoStepOn`) and
 * when it last changed (`twoStepChangedAt`). Admin sessions count only from a sign-in at or after
 * that time; Cognito's flag alone is never taken (docs/two-step-sign-in.md).
 */
export interface AccountStanding {
  deleted: boolean;
  /** The store recorded the authenticator app as on (turned on through it, or seen on at Cognito). */
  twoStepOn: boolean;
  /** When two-step sign-in last changed (ISO 8601), or null when the store never recorded a change. */
  twoStepChangedAt: string | null;
}

function profileKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.profile };
}

/**
 * The caller's standing, from one GetItem of two attributes. `consistent` for requests that write,
 * so a write never slips in after the deletion's tombstone landed. A user without a profile (the
 * sign-up trigger has not run) is not deleted.
 */
export async function getAccountStanding(userId: string, options: { consistent: boolean }): Promise<AccountStanding> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      ConsistentRead: options.consistent,
      ProjectionExpression: 'deletedAt, twoStepOn, twoStepChangedAt',
    }),
  );
  return standingOf(Item);
}

/** The standing a profile item holds, read by whatever request fetched it; none (the sign-up trigger has not run) is not deleted. */
export function standingOf(profileItem: Item | undefined): AccountStanding {
  return {
    deleted: typeof profileItem?.deletedAt === 'string',
    twoStepOn: profileItem?.twoStepOn === true,
    twoStepChangedAt: typeof profileItem?.twoStepChangedAt === 'string' ? profileItem.twoStepChangedAt : null,
  };
}

/**
 * Records that two-step sign-in was turned on or off now (`enabled`), before the change is made at Cognito: a change that
 * then fails only refuses sessions that needed no refusing, while one made first could leave a
 * password-only session standing if the record failed. Only a session that began at or after the
 * last change may record (compared in whole seconds, as `auth_time` is): every earlier one was signed
 * out by it, so an old token can neither undo the change nor lock the admin's newer sessions out, and
 * of many changes sent at once from one session only the first is made. A deleted account, or a
 * session from before the last change, gets `AccountGoneError` and nothing is written.
 */
export async function recordTwoStepChange(
  userId: string,
  now: Date,
  signedInAt: number | null,
  enabled: boolean,
): Promise<void> {
  const sessionOk =
    signedInAt === null
      ? 'attribute_not_exists(twoStepChangedAt)'
      : '(attribute_not_exists(twoStepChangedAt) OR twoStepChangedAt < :nextSecond)';
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(userId),
        UpdateExpression: 'SET twoStepChangedAt = :now, twoStepOn = :enabled',
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND ${sessionOk}`,
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':enabled': enabled,
          ...(signedInAt === null ? {} : { ':nextSecond': new Date((signedInAt + 1) * 1000).toISOString() }),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new AccountGoneError({ cause: error });
    throw error;
  }
}
