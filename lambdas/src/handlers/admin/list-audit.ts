import type { AdminAuditResponse, AuditSubject } from '@shared/api/types/admin';
import { type AuditQuery, auditQuerySchema } from '@shared/schemas/admin';
import { listAuditEntries } from '../../data/audit';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/audit: every admin action, or those on one contact or user; newest first, a page at a time. */
export const listAudit = defineRoute('GET /admin/audit', { query: auditQuerySchema }, async ({ query }) => {
  const page: AdminAuditResponse = await listAuditEntries(subjectOf(query), query);
  return json(200, page);
});

function subjectOf(query: AuditQuery): AuditSubject | null {
  if (query.contactId) return { type: 'contact', id: query.contactId };
  if (query.userId) return { type: 'user', id: query.userId };
  return null;
}
