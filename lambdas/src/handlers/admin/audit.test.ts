import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminAuditResponse } from '@shared/api/types/admin';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { documentClient } from '../../data/client';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin('coach@example.com');
});

const patch = (id: string, body: unknown) =>
  call('PATCH /admin/contacts/{id}', { token: auth.tokens.admin, params: { id }, body });
const audit = async (query: Record<string, string> = {}) =>
  (await call('GET /admin/audit', { token: auth.tokens.admin, query })).body as AdminAuditResponse;
const auditItems = async () => (await table.items()).filter((item) => item.gsi1pk === 'AUDIT');

describe('the audit log of admin actions', () => {
  it('records a status change, notes and a response with the admin, the time and the values before and after', async () => {
    const contact = await seedContact({ userId: USER_A });
    const before = Date.now();

    await patch(contact.id, { status: 'in_progress' });
    await patch(contact.id, { adminNotes: 'Call back' });
    await patch(contact.id, { adminResponse: 'Shoes ship at launch.' });

    const { items, nextCursor } = await audit({ contactId: contact.id });
    expect(nextCursor).toBeNull();
    expect(
      items.map(({ action, adminId, adminEmail, subject, before, after, reason }) => ({
        action,
        adminId,
        adminEmail,
        subject,
        before,
        after,
        reason,
      })),
    ).toEqual([
      {
        action: 'contact_updated',
        adminId: ADMIN,
        adminEmail: 'coach@example.com',
        subject: { type: 'contact', id: contact.id },
        before: { adminResponse: null },
        after: { adminResponse: 'Shoes ship at launch.' },
        reason: null,
      },
      expect.objectContaining({ before: { adminNotes: null }, after: { adminNotes: 'Call back' } }),
      expect.objectContaining({ before: { status: 'new' }, after: { status: 'in_progress' } }),
    ]);
    expect(Date.parse(items[2]?.at ?? '')).toBeGreaterThanOrEqual(before - 1);
  });

  it('lists every action newest first, a page at a time, and each record’s own actions', async () => {
    const first = await seedContact();
    const second = await seedContact();
    await patch(first.id, { status: 'resolved' });
    await patch(second.id, { status: 'in_progress' });
    await patch(first.id, { adminNotes: 'Done' });

    const page1 = await audit({ limit: '2' });
    const page2 = await audit({ limit: '2', cursor: page1.nextCursor ?? '' });

    expect([...page1.items, ...page2.items].map((entry) => [entry.subject.id, entry.after])).toEqual([
      [first.id, { adminNotes: 'Done' }],
      [second.id, { status: 'in_progress' }],
      [first.id, { status: 'resolved' }],
    ]);
    expect(page2.nextCursor).toBeNull();
    expect((await audit({ contactId: second.id })).items).toHaveLength(1);
  });

  it('reads a page in one Query, never a scan', async () => {
    const contact = await seedContact();
    for (let index = 0; index < 5; index++) await patch(contact.id, { adminNotes: `note ${index}` });
    const send = jest.spyOn(documentClient, 'send');

    await audit({ limit: '3' });

    // The caller's account standing (authorize.ts), then the page in one Query.
    expect(send.mock.calls.map((args) => args[0].constructor.name)).toEqual(['GetCommand', 'QueryCommand']);
    send.mockRestore();
  });

  it('writes no entry for a change that fails', async () => {
    const contact = await seedContact();

    const missing = await patch('01JUNKNOWNCONTACT0000000000', { status: 'resolved' });
    const invalid = await patch(contact.id, { status: 'closed' });

    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ADMIN_MESSAGES.contactNotFound });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: MESSAGES.unknownStatus });
    expect(await auditItems()).toEqual([]);
  });

  it('writes no entry when the change’s transaction fails', async () => {
    const contact = await seedContact();
    const realSend = documentClient.send.bind(documentClient) as (command: unknown) => Promise<unknown>;
    // DynamoDB failing mid-request is a fault the local table cannot produce on demand.
    const send = jest.spyOn(documentClient, 'send').mockImplementation((async (command: object) => {
      if (command.constructor.name === 'TransactWriteCommand') throw new Error('DynamoDB is unavailable');
      return realSend(command);
    }) as never);

    const response = await patch(contact.id, { status: 'resolved', adminNotes: 'Done' });
    send.mockRestore();

    expect(response.status).toBe(500);
    expect(await auditItems()).toEqual([]);
    expect(await table.get({ pk: `CONTACT#${contact.id}`, sk: 'CONTACT' })).toMatchObject({ status: 'new' });
  });

  it('refuses a supporter with 403', async () => {
    const response = await call('GET /admin/audit', { token: auth.tokens.userA });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
  });
});
