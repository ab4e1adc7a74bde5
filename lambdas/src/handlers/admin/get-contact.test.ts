import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedContact } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

const getContact = (id: string, token = auth.tokens.admin) =>
  call('GET /admin/contacts/{id}', { token, params: { id } });

describe('GET /admin/contacts/{id}', () => {
  it('answers one submission as the admin list shows it, read by its key', async () => {
    const ticket = await seedContact({
      userId: USER_A,
      status: 'in_progress',
      createdAt: '2026-03-01T10:00:00.000Z',
      adminNotes: 'Called back',
    });
    requests.reset();

    const response = await getContact(ticket.id);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: ticket.id,
      userId: USER_A,
      name: 'Sam Sender',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'A question',
      status: 'in_progress',
      adminNotes: 'Called back',
      adminResponse: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      resolvedAt: null,
    });
    // The caller's account standing, then the submission.
    expect(requests.counts()).toEqual({ GetItemCommand: 2 });
  });

  it.each([['01JUNKNOWNCONTACT0000000000'], ['CONTACT#x'], ['a'.repeat(200)]])(
    'answers %s with 404 Contact submission not found',
    async (id) => {
      const response = await getContact(id);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ADMIN_MESSAGES.contactNotFound });
    },
  );

  it('refuses a supporter with 403', async () => {
    const contact = await seedContact();

    const response = await getContact(contact.id, auth.tokens.userA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
  });
});
