import type { WallChoiceResponse } from '@shared/api/types/account';
import { wallChoiceSchema } from '@shared/schemas/wall';
import { chooseWall } from '../../data/wall-choice';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** PATCH /me/wall: the supporter's own wall choice, the one part of a locked setup they may change. */
export const patchWall = defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async ({ caller, body }) => {
  const response: WallChoiceResponse = await chooseWall(caller.userId, body.showOnWall, new Date());
  return json(200, response);
});
