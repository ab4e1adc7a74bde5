import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '@shared/contract/lambda-env';
import { ADMIN_GROUP } from './auth';
import { cognito } from './cognito-client';
import { optionalEnv } from './env';

/**
 * Whether a caller is still in the admin group, asked of Cognito: a token's `cognito:groups` stays
 * valid for the token's hour after an admin is removed; this check makes the removal count within
 * `ttlMs`. Answers are cached per user in the Lambda for that long, so the panel's requests cost
 * one Cognito call per user per window.
 */
export const adminMembershipCache = {
  /** How long an answer is trusted: at most 5 minutes (tests set 0). */
  ttlMs: 5 * 60 * 1000,
  now: (): number => Date.now(),
  answers: new Map<string, { isAdmin: boolean; checkedAt: number }>(),
};

/** True while Cognito still lists `username` in the admin group (answered from the cache within its window). */
export async function isStillAdmin(username: string): Promise<boolean> {
  const userPoolId = optionalEnv(ENV.userPoolId);
  // Without a pool (the unit tests' token issuer) the token's groups are all there is; every stage
  // sets it on the admin Lambda (infra/lib/api.ts, asserted in api.test.ts).
  if (!userPoolId) return true;
  const now = adminMembershipCache.now();
  const cached = adminMembershipCache.answers.get(username);
  if (cached && now - cached.checkedAt < adminMembershipCache.ttlMs) return cached.isAdmin;
  const isAdmin = await listsAdminGroup(userPoolId, username);
  adminMembershipCache.answers.set(username, { isAdmin, checkedAt: now });
  return isAdmin;
}

async function listsAdminGroup(userPoolId: string, username: string): Promise<boolean> {
  let nextToken: string | undefined;
  do {
    const page = await cognito().send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username, NextToken: nextToken }),
    );
    if ((page.Groups ?? []).some((group) => group.GroupName === ADMIN_GROUP)) return true;
    nextToken = page.NextToken;
  } while (nextToken);
  return false;
}
