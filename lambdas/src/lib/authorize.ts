import type middy from '@middy/core';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { RouteDef } from '@shared/api/routes';
import { GAME_API_MESSAGES, PLAYER_TOKEN_MESSAGES } from '@shared/game-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type AccountStanding, getAccountStanding } from '../data/account-standing';
import { isAccessTokenShaped, type PlayerTokenCaller, verifyPlayerToken } from '../data/game-access-tokens';
import { type GameKeyCaller, verifyGameKey } from '../data/game-keys';
import { consumeRateLimit, GAME_KEY_RATE_LIMIT } from '../data/rate-limit';
import { adminStanding } from './admin-membership';
import { adminTwoStep } from './admin-two-step';
import { bearerToken, type Caller, verifyCaller } from './auth';
import { BearerChallengeError } from './bearer-challenge';
import { authenticateGameClient } from './client-authentication';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from './errors';
import { checkReadsOwnStanding, refuseDeleted, StandingCheck } from './own-standing';

/**
 * The event once authorization ran: `caller` is set when a valid token came, `gameKey` on game
 * routes, `standing` on routes that read their own standing (for the handler to confirm).
 */
export type AuthorizedEvent = APIGatewayProxyEventV2 & {
  caller: Caller | null;
  gameKey: GameKeyCaller | null;
  player: PlayerTokenCaller | null;
  standing: StandingCheck | null;
};

/**
 * Enforces a route's access level from the verified token: `public` ignores tokens, `optional`
 * attaches the caller when a token comes (a bad one is still a 401), `user` needs a valid access
 * token, `admin` also needs the admin group, in the token and still in Cognito (admin-membership.ts).
 * A token of a deleted account is a 401 everywhere but the deletion itself (the token outlives the
 * account by up to an hour); a route that reads its own standing (`readsOwnStanding`) is spared
 * that read, and its handler must confirm the standing from the profile item it reads, or the
 * request fails (own-standing.ts). `game` routes take a game server's key instead of a person's token
 * (401 "Invalid game server key" for a missing, wrong or revoked one; 429 past 600 requests in any
 * 60 seconds), and those marked `playerToken` also a player's access token; `game-client` routes take
 * the key as an OAuth client's credentials (client-authentication.ts).
 * Every route of the admin area, the role check included, refuses an admin
 * without two-step sign-in, and a session that began before the admin's last two-step change.
 */
export function authorize(
  route: Pick<RouteDef, 'access' | 'area' | 'finishesDeletion' | 'readsOwnStanding' | 'playerToken'>,
): middy.MiddlewareObj<AuthorizedEvent> {
  const { access, area } = route;
  if (route.readsOwnStanding) checkReadsOwnStanding(route);
  return {
    before: async ({ event }) => {
      event.caller = null;
      event.gameKey = null;
      event.player = null;
      event.standing = null;
      if (access === 'public') return;
      if (access === 'game-client') {
        const now = new Date();
        event.gameKey = await authenticateGameClient(event, now);
        await spendGameKeyBudget(event.gameKey.keyId, now);
        return;
      }
      if (access === 'game') {
        await authorizeGameCaller(event, route.playerToken === true);
        return;
      }
      const header = event.headers?.authorization;
      if (!header) {
        if (access === 'optional') return;
        throw new UnauthorizedError();
      }
      const token = bearerToken(header);
      if (!token) throw new UnauthorizedError();
      const caller = await verifyCaller(token);
      if (access === 'admin' && !caller.isAdmin) throw new ForbiddenError();
      if (route.readsOwnStanding) {
        event.standing = new StandingCheck();
        event.caller = caller;
        return;
      }
      // Reads may see a tombstone a moment late; writes read it strongly, so none lands after it.
      const account = await getAccountStanding(caller.userId, {
        consistent: event.requestContext?.http?.method !== 'GET' || area === 'admin',
      });
      if (!route.finishesDeletion) refuseDeleted(account);
      if (area === 'admin' && caller.isAdmin) await checkAdminSession(caller, account, access === 'admin');
      event.caller = caller;
    },
    after: ({ event }) => {
      event.standing?.requireConfirmed();
    },
  };
}

/**
 * A `game` route's caller: a game server key, or (on a route that takes one) a player's access token
 * from the device flow, whose requests spend the budget of the key it was given to. RFC 6750 §3's
 * challenge comes with every refusal.
 */
async function authorizeGameCaller(event: AuthorizedEvent, takesPlayerToken: boolean): Promise<void> {
  const header = event.headers?.authorization;
  const presented = header ? bearerToken(header) : null;
  const now = new Date();
  if (presented && isAccessTokenShaped(presented)) {
    if (!takesPlayerToken) throw new BearerChallengeError(403, 'insufficient_scope', PLAYER_TOKEN_MESSAGES.keyOnly);
    const player = await verifyPlayerToken(presented, now);
    if (!player) throw new BearerChallengeError(401, 'invalid_token', PLAYER_TOKEN_MESSAGES.invalidToken);
    await spendGameKeyBudget(player.keyId, now);
    event.player = player;
    return;
  }
  const key = presented ? await verifyGameKey(presented, now) : null;
  if (!key) {
    throw new BearerChallengeError(401, presented ? 'invalid_token' : null, GAME_API_MESSAGES.invalidKey);
  }
  await spendGameKeyBudget(key.keyId, now);
  event.gameKey = key;
}

/** One request of a key's 600 in any 60 seconds (a player token's requests count as its key's). */
async function spendGameKeyBudget(keyId: string, now: Date): Promise<void> {
  const spent = await consumeRateLimit(GAME_KEY_RATE_LIMIT, `key#${keyId}`, now);
  if (spent) throw new TooManyRequestsError(GAME_API_MESSAGES.keyRateLimited, { cause: spent });
}

/**
 * The admin area's two-step check: the session must come from a sign-in at or after the time the
 * store counts the admin's authenticator app from (adminTwoStep); Cognito's flag alone is not enough.
 */
async function checkAdminSession(caller: Caller, account: AccountStanding, adminOnly: boolean): Promise<void> {
  const standing = await adminStanding(caller.username);
  if (adminOnly && !standing.isAdmin) throw new ForbiddenError();
  if (!standing.isAdmin) return;
  const twoStep = await adminTwoStep(caller, standing, account, new Date());
  if (!twoStep.on) throw new ForbiddenError(ADMIN_MESSAGES.twoStepRequired);
  if (!signedInSince(caller, twoStep.countsFrom)) throw new ForbiddenError(ADMIN_MESSAGES.signInAgain);
}

/**
 * Whether the token's sign-in happened at or after the time two-step sign-in counts from (none when
 * null): only then did it pass the code (Cognito keeps `auth_time` across refreshes). Compared in
 * whole seconds, as `auth_time` is.
 */
function signedInSince(caller: Caller, countsFrom: string | null): boolean {
  if (countsFrom === null || caller.authTime === null) return false;
  return caller.authTime >= Math.floor(Date.parse(countsFrom) / 1000);
}
