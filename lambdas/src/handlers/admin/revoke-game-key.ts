import { GAME_ADMIN_MESSAGES } from '@shared/game-messages';
import { auditActorOf } from '../../data/audit';
import { revokeGameKey as storeRevocation } from '../../data/game-keys';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** DELETE /admin/game-keys/{keyId}: the key stops working at once. Audited; a second revocation changes nothing. */
export const revokeGameKey = defineRoute('DELETE /admin/game-keys/{keyId}', {}, async ({ params, caller }) => {
  const keyId = pathId(params, 'keyId', GAME_ADMIN_MESSAGES.keyNotFound);
  return json(200, { key: await storeRevocation(keyId, await auditActorOf(caller), new Date()) });
});
