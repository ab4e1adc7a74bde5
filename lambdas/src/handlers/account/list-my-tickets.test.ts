import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

describe('GET /me/tickets', () => {
  it('lists the caller’s tickets newest first, without internal notes or other users’ tickets', async () => {
    const older = await seedContact({ userId: USER_A, createdAt: '2026-01-01T00:00:00.000Z', adminNotes: 'VIP' });
    const newer = await seedContact({ userId: USER_A, createdAt: '2026-03-01T00:00:00.000Z', status: 'resolved' });
    await seedContact({ userId: USER_B, createdAt: '2026-02-01T00:00:00.000Z' });
    await seedContact({ userId: null, createdAt: '2026-02-02T00:00:00.000Z' });

    const response = await call('GET /me/tickets', { token: auth.tokens.userA });

    expect(response.status).toBe(200);
    const { tickets } = response.body as { tickets: Record<string, unknown>[] };
    expect(tickets.map((ticket) => ticket.id)).toEqual([newer.id, older.id]);
    expect(tickets[1]).toEqual({
      id: older.id,
      subject: 'Hello',
      message: 'A question',
      status: 'new',
      adminResponse: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      resolvedAt: null,
    });
    expect(response.rawBody).not.toContain('VIP');
    expect(response.rawBody).not.toContain('adminNotes');
  });

  it('answers a user without tickets with an empty list', async () => {
    await seedContact({ userId: USER_A });

    const response = await call('GET /me/tickets', { token: auth.tokens.userB });

    expect(response.body).toEqual({ tickets: [] });
  });
});
