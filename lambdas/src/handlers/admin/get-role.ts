import type { AdminRoleResponse } from '@shared/api/types/admin';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/role: whether the verified token carries the admin group (the spec's check-admin-role). */
export const getRole = defineRoute('GET /admin/role', {}, async ({ caller }) => {
  const body: AdminRoleResponse = { isAdmin: caller.isAdmin };
  return json(200, body);
});
