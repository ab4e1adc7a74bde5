import type middy from '@middy/core';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { RouteDef } from '@shared/api/routes';
import { GAME_MESSAGES } from '@shared/game-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type AccountStanding, getAccountStanding } from '../data/account-standing';
import { type GameKeyCaller, verifyGameKey } from '../data/game-keys';
import { GAME_KEY_RATE_LIMIT, tryConsumeRateLimit } from '../data/rate-limit';
import { adminStanding } from './admin-membership';
import { bearerToken, type Caller, verifyCaller } from './auth';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from './errors';
import { checkReadsOwnStanding, refuseDeleted, StandingCheck } from './own-standing';

/**
 * The event once authorization ran: `caller` is set when a valid token came, `gameKey` on game
 * routes, `standing` on routes that read their own standing (for the handler to confirm).
 */
export type AuthorizedEvent = APIGatewayProxyEventV2 & {
  caller: Caller | null;
  gameKey: GameKeyCaller | null;
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
 * (401 "Invalid game server key" for a missing, wrong or revoked one; 429 past 600 requests a minute).
 * Every route of the admin area, the role check included, refuses an admin
 * without two-step sign-in, and a session that began before the admin's last two-step change.
 */
export function authorize(
  route: Pick<RouteDef, 'access' | 'area' | 'finishesDeletion' | 'readsOwnStanding'>,
): middy.MiddlewareObj<AuthorizedEvent> {
  const { access, area } = route;
  if (route.readsOwnStanding) checkReadsOwnStanding(route);
  return {
    before: async ({ event }) => {
      event.caller = null;
      event.gameKey = null;
      event.standing = null;
      if (access === 'public') return;
      if (access === 'game') {
        event.gameKey = await authorizeGameKey(event.headers?.authorization);
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

async function authorizeGameKey(header: string | undefined): Promise<GameKeyCaller> {
  const presented = header ? bearerToken(header) : null;
  const now = new Date();
  const key = presented ? await verifyGameKey(presented, now) : null;
  if (!key) throw new UnauthorizedError(GAME_MESSAGES.invalidKey);
  if (!(await tryConsumeRateLimit(GAME_KEY_RATE_LIMIT, `key#${key.keyId}`, now))) {
    throw new TooManyRequestsError(GAME_MESSAGES.keyRateLimited);
  }
  return key;
}

async function checkAdminSession(caller: Caller, account: AccountStanding, adminOnly: boolean): Promise<void> {
  const standing = await adminStanding(caller.username);
  if (adminOnly && !standing.isAdmin) throw new ForbiddenError();
  if (!standing.isAdmin) return;
  if (!standing.hasTwoStep) throw new ForbiddenError(ADMIN_MESSAGES.twoStepRequired);
  if (!signedInSince(caller, account.twoStepChangedAt)) throw new ForbiddenError(ADMIN_MESSAGES.signInAgain);
}

/**
 * Whether the token's sign-in happened at or after the last two-step change: only then did it pass
 * the code (Cognito keeps `auth_time` across refreshes). Compared in whole seconds, as `auth_time` is.
 */
function signedInSince(caller: Caller, changedAt: string | null): boolean {
  if (changedAt === null) return true;
  if (caller.authTime === null) return false;
  return caller.authTime >= Math.floor(Date.parse(changedAt) / 1000);
}
