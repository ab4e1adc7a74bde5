import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../../lib/env';
import { areaHandler } from '../../lib/http';
import { exportPurchases } from './export-purchases';
import { getOverview } from './get-overview';
import { getRole } from './get-role';
import { getUser } from './get-user';
import { listAllContacts } from './list-all-contacts';
import { listAllPurchases } from './list-all-purchases';
import { listAudit } from './list-audit';
import { listUsers } from './list-users';
import { patchContact } from './patch-contact';
import { patchUserWall } from './patch-user-wall';
import { refundPayment } from './refund-payment';

// The admin standing is asked of Cognito: without the pool this Lambda must not start (it never fails open).
requireEnv(ENV.userPoolId);

/** The admin area: the role check (any signed-in user) and the admin panel's reads, updates, refunds and audit log. */
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
]);
