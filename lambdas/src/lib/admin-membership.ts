import { ADMIN_GROUP } from '@shared/contract/admin-group';
import { ENV } from '@shared/contract/lambda-env';
import { cognito } from './cognito-client';
import { requireEnv } from './env';

/** What Cognito says of an admin token's user now: still in the group, and signing in with an authenticator app. */
export interface AdminStanding {
  isAdmin: boolean;
  /** A verified TOTP factor is on (`SOFTWARE_TOKEN_MFA` in the user's MFA settings). */
  hasTwoStep: boolean;
}

/**
 * The admin's standing, asked of Cognito: a token's `cognito:groups` stays valid for the token's hour
 * after an admin is removed, and says nothing of two-step sign-in; this check makes a removal or a
 * factor turned off count within `ttlMs`. Answers that let the admin in are cached per user in the
 * Lambda for that long, so the panel's requests cost two Cognito calls per user per window; a
 * refusal is not cached, so an admin who has just turned two-step sign-in on gets in at once.
 */
export const adminMembershipCache = {
  /** How long an answer is trusted: at most 5 minutes (tests set 0). */
  ttlMs: 5 * 60 * 1000,
  now: (): number => Date.now(),
  answers: new Map<string, AdminStanding & { checkedAt: number }>(),
};

/** The MFA setting Cognito lists for a user whose authenticator app is verified and turned on. */
const TOTP_SETTING = 'SOFTWARE_TOKEN_MFA';

/**
 * Whether Cognito still lists `username` in the admin group and with TOTP on (answered from the cache
 * within its window, unless `fresh`).
 */
export async function adminStanding(username: string, { fresh = false } = {}): Promise<AdminStanding> {
  // Never decided without Cognito: the admin Lambda does not start without the pool (handlers/admin/index.ts).
  const userPoolId = requireEnv(ENV.userPoolId);
  const now = adminMembershipCache.now();
  const cached = adminMembershipCache.answers.get(username);
  if (!fresh && cached && now - cached.checkedAt < adminMembershipCache.ttlMs) {
    return { isAdmin: cached.isAdmin, hasTwoStep: cached.hasTwoStep };
  }
  const [isAdmin, hasTwoStep] = await Promise.all([
    listsAdminGroup(userPoolId, username),
    hasTotpOn(userPoolId, username),
  ]).catch((error: unknown) => {
    // An admin removed from the pool while their token lives on is no admin (a 403, not a 500).
    if (error instanceof Error && error.name === 'UserNotFoundException') return [false, false] as const;
    throw error;
  });
  if (isAdmin && hasTwoStep) adminMembershipCache.answers.set(username, { isAdmin, hasTwoStep, checkedAt: now });
  else adminMembershipCache.answers.delete(username);
  return { isAdmin, hasTwoStep };
}

async function listsAdminGroup(userPoolId: string, username: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  let nextToken: string | undefined;
  do {
    const page = await client.send(
      new sdk.AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username, NextToken: nextToken }),
    );
    if ((page.Groups ?? []).some((group) => group.GroupName === ADMIN_GROUP)) return true;
    nextToken = page.NextToken;
  } while (nextToken);
  return false;
}

async function hasTotpOn(userPoolId: string, username: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return (user.UserMFASettingList ?? []).includes(TOTP_SETTING);
}
