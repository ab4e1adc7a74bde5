import type { UpdateTestResponse } from '@shared/api/types/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { NoAccountError } from '../../data/errors';
import { getAccountEmail } from '../../data/profile';
import { queueTestEmail } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** POST /admin/updates/{updateId}/test: the update as supporters will get it, to the signed-in admin's own address. */
export const sendTestUpdate = defineRoute(
  'POST /admin/updates/{updateId}/test',
  { ignoresBody: true },
  async ({ params, caller }) => {
    const id = pathId(params, 'updateId', UPDATE_MESSAGES.updateNotFound);
    const to = await getAccountEmail(caller.userId);
    if (!to) throw new NoAccountError();
    await queueTestEmail(id, to, caller.userId, new Date());
    const body: UpdateTestResponse = { message: UPDATE_MESSAGES.testSent, to };
    return json(200, body);
  },
);
