import type { AccountDataResponse } from '@shared/api/types/account';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact, seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { updateContact } from '../../data/contact';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

describe('GET /me/data', () => {
  it('answers a JSON file of the caller’s profile, purchases, tier setup and tickets with answers', async () => {
    // Prepare
    await seedUser(USER_A, 'fan@example.com', '2026-01-02T03:04:05.000Z');
    const purchase = await seedPurchase(USER_A, 'mvp', { createdAt: '2026-02-01T00:00:00.000Z' });
    await seedSubmission(USER_A, 'mvp', 'Dime Dropper', 'DIMES', '2026-02-02T00:00:00.000Z');
    const ticket = await seedContact({ userId: USER_A, createdAt: '2026-03-01T00:00:00.000Z' });
    await updateContact(
      ticket.id,
      { adminNotes: 'Internal: refund risk', adminResponse: 'See you on court' },
      new Date(),
      { actor: 'admin', adminId: 'admin-1', adminEmail: 'admin@example.com' },
    );
    const consent = await call('PUT /me/email-preferences', {
      token: auth.tokens.userA,
      body: { updates: true, source: 'payment-success' },
    });
    await seedUser(USER_B, 'other@example.com');
    await seedPurchase(USER_B, 'rookie');
    await seedContact({ userId: USER_B });

    // Act
    const response = await call('GET /me/data', { token: auth.tokens.userA });

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="d1-gang-my-data.json"');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = response.body as AccountDataResponse;
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.profile).toEqual({ userId: USER_A, email: 'fan@example.com', createdAt: '2026-01-02T03:04:05.000Z' });
    expect(data.emailPreferences).toEqual(consent.body);
    expect(data.emailPreferences).toMatchObject({ updates: true, source: 'payment-success' });
    expect(data.purchases).toEqual([
      {
        id: purchase.id,
        userId: USER_A,
        tierId: 'mvp',
        tierName: 'MVP',
        amountCents: 10000,
        currency: 'usd',
        stripePaymentIntentId: purchase.stripePaymentIntentId,
        status: 'paid',
        refundedCents: 0,
        createdAt: '2026-02-01T00:00:00.000Z',
        refundedAt: null,
      },
    ]);
    expect(data.tierSubmissions).toEqual([
      {
        tierId: 'mvp',
        tierName: 'MVP',
        nickname: 'Dime Dropper',
        jerseyBackName: 'DIMES',
        submittedAt: '2026-02-02T00:00:00.000Z',
        updatedAt: '2026-02-02T00:00:00.000Z',
      },
    ]);
    expect(data.tickets).toEqual([
      {
        id: ticket.id,
        name: 'Sam Sender',
        email: 'sam@example.com',
        subject: 'Hello',
        message: 'A question',
        status: 'new',
        adminResponse: 'See you on court',
        createdAt: '2026-03-01T00:00:00.000Z',
        resolvedAt: null,
      },
    ]);
    // Never the admin's notes, another user's records or the store's internal fields.
    for (const hidden of ['Internal: refund risk', 'adminNotes', USER_B, 'other@example.com', 'valueCents', 'gsi1pk']) {
      expect(response.rawBody).not.toContain(hidden);
    }
  });

  it('answers a user with no records yet with empty lists', async () => {
    const response = await call('GET /me/data', { token: auth.tokens.userB });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ profile: null, purchases: [], tierSubmissions: [], tickets: [] });
  });

  it('refuses a caller without a token', async () => {
    expect((await call('GET /me/data')).status).toBe(401);
  });
});
