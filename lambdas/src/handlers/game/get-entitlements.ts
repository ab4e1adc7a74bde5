import { PLAYER_TOKEN_MESSAGES } from '@shared/game-messages';
import { playerPathSchema } from '@shared/schemas/game';
import { PlayerNotLinkedError } from '../../data/errors';
import { getPlayerEntitlement, toEntitlements } from '../../data/game-links';
import { BearerChallengeError } from '../../lib/bearer-challenge';
import { etagOf, ifNoneMatchHolds } from '../../lib/etag';
import { defineRoute } from '../../lib/http';
import { json, notModified } from '../../lib/responses';
import { parseInput } from '../../lib/validate';

/**
 * GET /game/v1/players/{platform}/{playerId}/entitlements: what a linked game account is entitled to,
 * tagged with its revision; 304 when the game server already holds that revision. A player's access
 * token reads its own game account only (403 `insufficient_scope` for any other).
 */
export const getEntitlements = defineRoute(
  'GET /game/v1/players/{platform}/{playerId}/entitlements',
  {},
  async ({ params, event, player }) => {
    const { platform, playerId } = parseInput(playerPathSchema, params);
    if (player && (player.platform !== platform || player.playerId !== playerId)) {
      throw new BearerChallengeError(403, 'insufficient_scope', PLAYER_TOKEN_MESSAGES.otherPlayer);
    }
    // Read strongly: a game server that just took a change from the feed must get that change here.
    const record = await getPlayerEntitlement(platform, playerId, true);
    if (!record) throw new PlayerNotLinkedError();
    const etag = etagOf(record.revision);
    if (ifNoneMatchHolds(event.headers['if-none-match'], etag)) return notModified(etag);
    return json(200, toEntitlements(record), { etag });
  },
);
