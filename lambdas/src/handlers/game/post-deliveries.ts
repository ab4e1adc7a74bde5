import { deliveriesSchema } from '@shared/schemas/game';
import { markDelivered } from '../../data/game-deliveries';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /game/v1/deliveries: the game server confirms the changes it applied (idempotent). */
export const postDeliveries = defineRoute('POST /game/v1/deliveries', { body: deliveriesSchema }, async ({ body }) =>
  json(200, { delivered: await markDelivered(body.changeIds, new Date()) }),
);
