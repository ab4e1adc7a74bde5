import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

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

    expect(response.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});
