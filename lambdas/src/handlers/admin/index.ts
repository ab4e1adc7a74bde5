import { areaHandler } from '../../lib/http';
import { exportPurchases } from './export-purchases';
import { getOverview } from './get-overview';
import { getRole } from './get-role';
import { getUser } from './get-user';
import { listAllContacts } from './list-contacts';
import { listAllPurchases } from './list-purchases';
import { listUsers } from './list-users';
import { patchUserWall } from './moderate-wall';
import { patchContact } from './update-contact';

/** The admin area: the role check (any signed-in user) and the admin panel's reads and updates. */
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
]);
