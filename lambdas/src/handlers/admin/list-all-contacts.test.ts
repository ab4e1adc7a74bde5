import { MESSAGES } from '@shared/schemas/messages';
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

interface ContactsPage {
  items: { id: string; status: string }[];
  nextCursor: string | null;
  total: number;
  status: string;
  counts: Record<string, number>;
}

async function listContacts(query: Record<string, string> = {}) {
  const response = await call('GET /admin/contacts', { token: auth.tokens.admin, query });
  return { status: response.status, page: response.body as ContactsPage };
}

describe('GET /admin/contacts', () => {
  it('pages contact forms and tickets newest first, with internal notes, and the count', async () => {
    const seeded = [];
    for (let day = 1; day <= 7; day++) {
      seeded.push(
        await seedContact({
          userId: day % 2 ? USER_A : null,
          createdAt: `2026-03-0${day}T10:00:00.000Z`,
          adminNotes: `n${day}`,
        }),
      );
    }

    const first = await call('GET /admin/contacts', { token: auth.tokens.admin, query: { limit: '4' } });
    const firstPage = first.body as { items: { id: string }[]; nextCursor: string; total: number };
    const second = await call('GET /admin/contacts', {
      token: auth.tokens.admin,
      query: { limit: '4', cursor: firstPage.nextCursor },
    });
    const secondPage = second.body as { items: { id: string }[]; nextCursor: string | null };

    expect(firstPage.total).toBe(7);
    expect([...firstPage.items, ...secondPage.items].map((item) => item.id)).toEqual(
      seeded.map((contact) => contact.id).reverse(),
    );
    expect(secondPage.nextCursor).toBeNull();
    expect(firstPage.items[0]).toEqual({
      id: seeded[6]?.id,
      userId: USER_A,
      name: 'Sam Sender',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'A question',
      status: 'new',
      adminNotes: 'n7',
      adminResponse: null,
      createdAt: '2026-03-07T10:00:00.000Z',
      resolvedAt: null,
    });
  });

  it('answers an empty store with no items', async () => {
    const response = await call('GET /admin/contacts', { token: auth.tokens.admin });

    expect(response.body).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      status: 'new',
      counts: { new: 0, in_progress: 0, resolved: 0 },
    });
  });

  it('lists one status at a time, New unless asked, with a count per status from the totals', async () => {
    const newOnes = [await seedContact({ createdAt: '2026-03-01T10:00:00.000Z' })];
    newOnes.push(await seedContact({ createdAt: '2026-03-04T10:00:00.000Z' }));
    const working = await seedContact({ status: 'in_progress', createdAt: '2026-03-02T10:00:00.000Z' });
    const done = [await seedContact({ status: 'resolved', createdAt: '2026-03-03T10:00:00.000Z' })];
    done.push(await seedContact({ status: 'resolved', createdAt: '2026-03-05T10:00:00.000Z' }));
    done.push(await seedContact({ status: 'resolved', createdAt: '2026-03-06T10:00:00.000Z' }));

    const byDefault = await listContacts();
    const inProgress = await listContacts({ status: 'in_progress' });
    const resolved = await listContacts({ status: 'resolved' });

    expect(byDefault.page.status).toBe('new');
    expect(byDefault.page.items.map((item) => item.id)).toEqual(newOnes.map((contact) => contact.id).reverse());
    expect(inProgress.page.items.map((item) => item.id)).toEqual([working.id]);
    expect(resolved.page.items.map((item) => item.id)).toEqual(done.map((contact) => contact.id).reverse());
    for (const { page } of [byDefault, inProgress, resolved]) {
      expect(page.counts).toEqual({ new: 2, in_progress: 1, resolved: 3 });
      expect(page.total).toBe(6);
    }
  });

  it('reads one page of a status with one Query, beside the totals', async () => {
    for (let day = 1; day <= 9; day++) {
      await seedContact({ status: day % 3 ? 'resolved' : 'new', createdAt: `2026-03-0${day}T10:00:00.000Z` });
    }
    requests.reset();

    const first = await listContacts({ status: 'resolved', limit: '4' });
    const counts = requests.counts();
    const second = await listContacts({ status: 'resolved', limit: '4', cursor: String(first.page.nextCursor) });

    // The caller's account standing, the totals and the page.
    expect(counts).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1, QueryCommand: 1 });
    expect(first.page.items).toHaveLength(4);
    expect(second.page.items).toHaveLength(2);
    expect(second.page.nextCursor).toBeNull();
    expect([...first.page.items, ...second.page.items].every((item) => item.status === 'resolved')).toBe(true);
  });

  it('lists every status together with ?status=all, newest first, a page at a time, three Queries a page', async () => {
    const seeded = [
      await seedContact({ status: 'resolved', createdAt: '2026-03-01T10:00:00.000Z' }),
      await seedContact({ createdAt: '2026-03-02T10:00:00.000Z' }),
      await seedContact({ status: 'in_progress', createdAt: '2026-03-03T10:00:00.000Z' }),
      await seedContact({ status: 'resolved', createdAt: '2026-03-04T10:00:00.000Z' }),
      await seedContact({ createdAt: '2026-03-05T10:00:00.000Z' }),
    ];
    requests.reset();

    const first = await listContacts({ status: 'all', limit: '2' });
    const counts = requests.counts();
    const second = await listContacts({ status: 'all', limit: '2', cursor: String(first.page.nextCursor) });
    const third = await listContacts({ status: 'all', limit: '2', cursor: String(second.page.nextCursor) });

    // The caller's account standing, the totals and one Query per status.
    expect(counts).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1, QueryCommand: 3 });
    expect([first, second, third].map(({ page }) => page.items.map((item) => item.id))).toEqual([
      [seeded[4]?.id, seeded[3]?.id],
      [seeded[2]?.id, seeded[1]?.id],
      [seeded[0]?.id],
    ]);
    expect(third.page.nextCursor).toBeNull();
    expect(first.page).toMatchObject({ status: 'all', total: 5, counts: { new: 2, in_progress: 1, resolved: 2 } });
  });

  it('ends the all-statuses list without a cursor when a page takes the last submission', async () => {
    await seedContact({ createdAt: '2026-03-01T10:00:00.000Z' });
    await seedContact({ status: 'resolved', createdAt: '2026-03-02T10:00:00.000Z' });

    const { page } = await listContacts({ status: 'all', limit: '2' });

    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses a cursor of one status on the all-statuses list, and the other way round', async () => {
    for (let day = 1; day <= 3; day++) await seedContact({ createdAt: `2026-03-0${day}T10:00:00.000Z` });
    const ofNew = await listContacts({ limit: '1' });
    const ofAll = await listContacts({ status: 'all', limit: '1' });

    const allWithNew = await listContacts({ status: 'all', cursor: String(ofNew.page.nextCursor) });
    const newWithAll = await listContacts({ status: 'new', cursor: String(ofAll.page.nextCursor) });

    expect(allWithNew.status).toBe(400);
    expect(newWithAll.status).toBe(400);
  });

  it('moves a submission to its new status’s list and count when the admin changes it', async () => {
    const contact = await seedContact({ createdAt: '2026-03-01T10:00:00.000Z' });

    const patched = await call('PATCH /admin/contacts/{id}', {
      token: auth.tokens.admin,
      params: { id: contact.id },
      body: { status: 'in_progress' },
    });
    const newOnes = await listContacts({ status: 'new' });
    const inProgress = await listContacts({ status: 'in_progress' });

    expect(patched.status).toBe(200);
    expect(newOnes.page.items).toEqual([]);
    expect(inProgress.page.items.map((item) => item.id)).toEqual([contact.id]);
    expect(inProgress.page.counts).toEqual({ new: 0, in_progress: 1, resolved: 0 });
    expect(await table.get({ pk: `CONTACT#${contact.id}`, sk: 'CONTACT' })).toMatchObject({
      gsi1pk: 'CONTACTS#in_progress',
      gsi1sk: `2026-03-01T10:00:00.000Z#${contact.id}`,
    });
  });

  it('refuses an unknown status, and a cursor of another status', async () => {
    await seedContact({ createdAt: '2026-03-01T10:00:00.000Z' });
    await seedContact({ createdAt: '2026-03-02T10:00:00.000Z' });
    const { page } = await listContacts({ limit: '1' });

    const unknown = await listContacts({ status: 'open' });
    const crossed = await listContacts({ status: 'resolved', cursor: String(page.nextCursor) });

    expect(unknown).toEqual({ status: 400, page: { message: MESSAGES.unknownStatus } });
    expect(crossed.status).toBe(400);
  });
});
