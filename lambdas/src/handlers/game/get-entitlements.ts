import { playerPathSchema } from '@shared/schemas/game';
import { PlayerNotLinkedError } from '../../data/errors';
import { getPlayerEntitlement, toEntitlements } from '../../data/game-links';
import { etagOf, ifNoneMatchHolds } from '../../lib/etag';
import { defineRoute } from '../../lib/http';
import { json, notModified } from '../../lib/responses';
import { parseInput } from '../../lib/validate';

/**
 * GET /game/v1/players/{platform}/{playerId}/entitlements: what a linked game account is entitled to,
 * tagged with its revision; 304 when the game server already holds that revision.
 */
export const getEntitlements = defineRoute(
  'GET /game/v1/players/{platform}/{playerId}/entitlements',
  {},
  async ({ params, event }) => {
    const { platform, playerId } = parseInput(playerPathSchema, params);
    // Read strongly: a game server that just took a change from the feed must get that change here.
    const record = await getPlayerEntitlement(platform, playerId, true);
    if (!record) throw new PlayerNotLinkedError();
    const etag = etagOf(record.revision);
    if (ifNoneMatchHolds(event.headers['if-none-match'], etag)) return notModified(etag);
    return json(200, toEntitlements(record), { etag });
  },
);
