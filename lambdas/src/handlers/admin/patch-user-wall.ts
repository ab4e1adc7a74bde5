import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { WallModerationResponse } from '@shared/api/types/admin';
import { wallModerationSchema } from '@shared/schemas/wall';
import { auditActorOf } from '../../data/audit';
import { moderateWall } from '../../data/wall-choice';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** PATCH /admin/users/{userId}/wall: hides or shows a supporter's nickname on the wall, with the reason. */
export const patchUserWall = defineRoute(
  'PATCH /admin/users/{userId}/wall',
  { body: wallModerationSchema },
  async ({ params, body, caller }) => {
    const userId = pathId(params, 'userId', ADMIN_MESSAGES.userNotFound);
    const response: WallModerationResponse = await moderateWall(userId, body, await auditActorOf(caller), new Date());
    return json(200, response);
  },
);
