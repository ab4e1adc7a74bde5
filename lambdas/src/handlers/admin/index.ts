import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { createGameKey } from './create-game-key';
import { exportPurchases } from './export-purchases';
import { getOverview } from './get-overview';
import { getRole } from './get-role';
import { getUser } from './get-user';
import { listAllContacts } from './list-all-contacts';
import { listAllPurchases } from './list-all-purchases';
import { listAudit } from './list-audit';
import { listGameKeys } from './list-game-keys';
import { listUsers } from './list-users';
import { patchContact } from './patch-contact';
import { patchUserWall } from './patch-user-wall';
import { refundPayment } from './refund-payment';
import { revokeGameKey } from './revoke-game-key';
import { unlinkUserGameAccount } from './unlink-user-game-account';

// The admin standing is asked of Cognito: without the pool this Lambda must not start (it never fails open).
requireEnv(ENV.userPoolId);

/** The admin area: the role check (any signed-in user) and the admin panel's reads, updates, refunds, audit log and game server keys. */
export const handler = areaHandler('admin', [
  getRole,
  getOverview,
  listUsers,
  getUser,
  listAllPurchases,
  listAllContacts,
  patchContact,
  exportPurchases,
  patchUserWall,
  refundPayment,
  listAudit,
  listGameKeys,
  createGameKey,
  revokeGameKey,
  unlinkUserGameAccount,
]);
