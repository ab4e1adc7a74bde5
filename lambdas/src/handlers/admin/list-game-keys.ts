import { listGameKeys as readGameKeys } from '../../data/game-keys';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/game-keys: every game server key, newest first, revoked ones included (never the keys themselves). */
export const listGameKeys = defineRoute('GET /admin/game-keys', {}, async () =>
  json(200, { keys: await readGameKeys() }),
);
