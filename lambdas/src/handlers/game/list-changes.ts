import { changesQuerySchema, GAME_LIMITS } from '@shared/schemas/game';
import { listChangesAfter } from '../../data/game-feed';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /game/v1/changes: the feed's changes after a cursor, oldest first (100 a page unless told). */
export const listChanges = defineRoute('GET /game/v1/changes', { query: changesQuerySchema }, async ({ query }) =>
  json(200, await listChangesAfter(Number(query.after ?? 0), query.limit ?? GAME_LIMITS.changesPageMax)),
);
