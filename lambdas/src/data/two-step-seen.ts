import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { profileKey } from './profile';
import { isConditionFailed } from './transactions';

/**
 * What the admin area writes when Cognito and the store's record of an authenticator app disagree
 * (account-standing.ts keeps the record; lib/admin-two-step.ts decides). Each write is conditional on
 * the disagreement it records, so requests that see it at once write it once.
 */

/**
 * Records an authenticator app Cognito lists on while the profile does not: turned on straight at
 * Cognito, so no session from before now is known to have passed a code. The app counts from the next
 * whole second (`auth_time` counts in seconds, so a sign-in in this very second is not told apart
 * from one before it); returns that time. Written only over a record that says off or nothing: null
 * when nothing was written (another request recorded it first, or the user has no profile or a
 * deleted one), and the caller refuses the session either way.
 */
export async function recordTwoStepSeenOn(userId: string, now: Date): Promise<string | null> {
  const countsFrom = new Date((Math.floor(now.getTime() / 1000) + 1) * 1000).toISOString();
  const written = await updateUnlessConditionFails(userId, {
    UpdateExpression: 'SET twoStepOn = :on, twoStepChangedAt = :countsFrom',
    ConditionExpression:
      'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND (attribute_not_exists(twoStepOn) OR twoStepOn = :off)',
    ExpressionAttributeValues: { ':on': true, ':off': false, ':countsFrom': countsFrom },
  });
  return written ? countsFrom : null;
}

/**
 * Records that Cognito lists no authenticator app although the profile says one is on (turned off
 * straight at Cognito): if it is turned on there again, the record no longer matches and the admin
 * area refuses the sessions from before (recordTwoStepSeenOn).
 */
export async function recordTwoStepSeenOff(userId: string): Promise<void> {
  await updateUnlessConditionFails(userId, {
    UpdateExpression: 'SET twoStepOn = :off',
    ConditionExpression: 'twoStepOn = :on',
    ExpressionAttributeValues: { ':on': true, ':off': false },
  });
}

/** An update of the profile; its condition failing means there is nothing (left) to record. Resolves to whether it was written. */
async function updateUnlessConditionFails(
  userId: string,
  update: Pick<
    ConstructorParameters<typeof UpdateCommand>[0],
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'
  >,
): Promise<boolean> {
  try {
    await documentClient.send(new UpdateCommand({ TableName: tableName(), Key: profileKey(userId), ...update }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
