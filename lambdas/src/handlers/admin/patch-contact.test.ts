import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

function patch(id: string, body: unknown) {
  return call('PATCH /admin/contacts/{id}', { token: auth.tokens.admin, params: { id }, body });
}

async function pending() {
  return (await table.totals())?.pendingContacts;
}

describe('PATCH /admin/contacts/{id}', () => {
  it('moves the pending count when a status leaves or enters new', async () => {
    const contact = await seedContact({ userId: USER_A });
    expect(await pending()).toBe(1);

    expect((await patch(contact.id, { status: 'in_progress' })).status).toBe(200);
    expect(await pending()).toBe(0);
    await patch(contact.id, { status: 'resolved' });
    expect(await pending()).toBe(0);
    await patch(contact.id, { status: 'new' });
    expect(await pending()).toBe(1);
    await patch(contact.id, { status: 'new' });
    expect(await pending()).toBe(1);
  });

  it('stamps resolvedAt when resolved and clears it when reopened', async () => {
    const contact = await seedContact();
    const before = Date.now();

    const resolved = await patch(contact.id, { status: 'resolved' });

    const resolvedAt = (resolved.body as { resolvedAt: string }).resolvedAt;
    expect(Date.parse(resolvedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(resolved.body).toMatchObject({ id: contact.id, status: 'resolved' });
    expect(await table.get({ pk: `CONTACT#${contact.id}`, sk: 'CONTACT' })).toMatchObject({
      status: 'resolved',
      resolvedAt,
    });

    const reopened = await patch(contact.id, { status: 'in_progress' });

    expect(reopened.body).toMatchObject({ status: 'in_progress', resolvedAt: null });
  });

  it('saves internal notes and the response to the user, returning the whole submission', async () => {
    const contact = await seedContact({ userId: USER_A });

    const notes = await patch(contact.id, { adminNotes: 'Refund after alpha?' });
    const answer = await patch(contact.id, { adminResponse: 'Shoes ship at launch.' });

    expect(notes.status).toBe(200);
    expect(answer.body).toEqual({
      ...contact,
      adminNotes: 'Refund after alpha?',
      adminResponse: 'Shoes ship at launch.',
    });
    expect(await pending()).toBe(1);
  });

  it('changes status, notes and response together', async () => {
    const contact = await seedContact();

    const response = await patch(contact.id, { status: 'resolved', adminNotes: 'ok', adminResponse: 'Done' });

    expect(response.body).toMatchObject({ status: 'resolved', adminNotes: 'ok', adminResponse: 'Done' });
    expect(await table.get({ pk: `CONTACT#${contact.id}`, sk: 'CONTACT' })).toMatchObject({
      status: 'resolved',
      adminNotes: 'ok',
      adminResponse: 'Done',
    });
    expect(await pending()).toBe(0);
  });

  it.each([[{ status: 'resolved' }], [{ adminNotes: 'x' }], [{ adminResponse: 'x' }]])(
    'answers %j on a missing submission with 404, creating nothing',
    async (body) => {
      const before = await table.items();

      const response = await patch('01J0000000000000000000000Z', body);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ADMIN_MESSAGES.contactNotFound });
      expect(await table.items()).toEqual(before);
    },
  );

  describe('bad input (nothing changes)', () => {
    it.each([
      [{}, MESSAGES.nothingToUpdate],
      [{ unknown: 'field' }, MESSAGES.nothingToUpdate],
      [{ status: 'closed' }, MESSAGES.unknownStatus],
      [{ status: 'RESOLVED' }, MESSAGES.unknownStatus],
      [{ status: 3 }, MESSAGES.unknownStatus],
      [{ adminNotes: 5 }, MESSAGES.adminTextRequired],
      [{ adminNotes: 'n'.repeat(5001) }, MESSAGES.adminTextTooLong],
      [{ adminResponse: 'r'.repeat(5001) }, MESSAGES.adminTextTooLong],
      ['{"status":', HTTP_MESSAGES.invalidBody],
      [{ adminNotes: 'n'.repeat(70_000) }, HTTP_MESSAGES.bodyTooLarge],
    ])('%j → 400 %s', async (body, message) => {
      const contact = await seedContact();
      const before = await table.items();

      const response = await patch(contact.id, body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await table.items()).toEqual(before);
    });
  });
});
