import { gameKeyCreateSchema } from '@shared/schemas/game';
import { auditActorOf } from '../../data/audit';
import { createGameKey as storeGameKey } from '../../data/game-keys';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /admin/game-keys: a new named key, answered once in full; the store keeps its hash. Audited. */
export const createGameKey = defineRoute(
  'POST /admin/game-keys',
  { body: gameKeyCreateSchema },
  async ({ body, caller }) => json(201, await storeGameKey(body.name, await auditActorOf(caller), new Date())),
);
