import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountDataResponse } from '@shared/api/types/account';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact, seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { documentClient } from '../../data/client';
import { updateContact } from '../../data/contact';
import { type GameLinkRecord, gameLinkKey, gameLinkToItem } from '../../data/game-links';
import { recordPaymentFailed, recordPaymentProcessing } from '../../data/processing-payment';
import { recordSuppression } from '../../data/suppression';

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
    await call('PUT /me/language', { token: auth.tokens.userA, body: { locale: 'de' } });
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
    // The language the store writes to them in is theirs too.
    expect(data.profile).toEqual({
      userId: USER_A,
      email: 'fan@example.com',
      createdAt: '2026-01-02T03:04:05.000Z',
      locale: 'de',
    });
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
        email: `${USER_A}@example.com`,
        creatorCode: null,
        purchasedAt: '2026-02-01T00:00:00.000Z',
        taxCents: 0,
        billingCountry: null,
        invoice: null,
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
    // The answer's email to the ticket's sender, as the store keeps it to send.
    expect(data.emails).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        sentAt: null,
        message: {
          template: 'ticket-response',
          to: 'sam@example.com',
          contactId: ticket.id,
          name: 'Sam Sender',
          subject: 'Hello',
          response: 'See you on court',
        },
      },
    ]);
    expect(data.doNotEmail).toBeNull();
    // Never the admin's notes, another user's records or the store's internal fields.
    for (const hidden of ['Internal: refund risk', 'adminNotes', USER_B, 'other@example.com', 'valueCents', 'gsi1pk']) {
      expect(response.rawBody).not.toContain(hidden);
    }
  });

  it('includes a game account the supporter linked and then unlinked: platform, player id, name and both dates', async () => {
    // Prepare: a supporter's Steam account, linked in February, unlinked from the profile.
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'mvp');
    const linked: GameLinkRecord = {
      userId: USER_A,
      platform: 'steam',
      playerId: '76561198000000001',
      displayName: 'Dime Dropper',
      linkedAt: '2026-02-03T04:05:06.000Z',
      lastDeliveredAt: null,
      switchedAt: '2026-02-03T04:05:06.000Z',
      unlinkedAt: null,
    };
    await documentClient.send(new PutCommand({ TableName: table.name, Item: gameLinkToItem(linked) }));
    const unlinked = await call('DELETE /me/game-accounts/{platform}', {
      token: auth.tokens.userA,
      params: { platform: 'steam' },
    });
    expect(unlinked.status).toBe(200);
    const unlinkedAt = (await table.get(gameLinkKey(USER_A, 'steam')))?.unlinkedAt;

    // Act
    const response = await call('GET /me/data', { token: auth.tokens.userA });

    // Assess
    expect((response.body as AccountDataResponse).gameAccounts).toEqual([
      {
        platform: 'steam',
        playerId: '76561198000000001',
        displayName: 'Dime Dropper',
        linkedAt: '2026-02-03T04:05:06.000Z',
        lastDeliveredAt: null,
        unlinkedAt,
      },
    ]);
    expect(unlinkedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('includes what is kept beside the lists: a purchase’s creator code, currency and tax, a failed bank transfer, the two-step record and the do-not-email entry', async () => {
    // Prepare
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'starter', {
      createdAt: '2026-02-01T00:00:10.000Z',
      purchasedAt: '2026-02-01T00:00:00.000Z',
      creatorCode: 'HOOPS10',
      presented: { currency: 'eur', amount: 2762 },
      amountCents: 3570,
      taxCents: 570,
      billingCountry: 'DE',
      invoice: { number: 'D1G-0001', url: 'https://invoice.stripe.com/i/1', pdfUrl: null },
    });
    const transfer = { sessionId: 'cs_test_bank', userId: USER_A, tierId: 'mvp' };
    await recordPaymentProcessing(transfer, new Date('2026-03-01T00:00:00.000Z'));
    await recordPaymentFailed(transfer, 'insufficient_funds', new Date('2026-03-04T00:00:00.000Z'));
    await recordSuppression({
      email: 'fan@example.com',
      reason: 'complaint',
      suppressedAt: '2026-05-01T00:00:00.000Z',
    });

    // Act
    const data = (await call('GET /me/data', { token: auth.tokens.userA })).body as AccountDataResponse;

    // Assess
    expect(data.purchases).toEqual([
      expect.objectContaining({
        tierId: 'starter',
        creatorCode: 'HOOPS10',
        presented: { currency: 'eur', amount: 2762 },
        purchasedAt: '2026-02-01T00:00:00.000Z',
        // What the store keeps for tax (the privacy policy's section 1): the tax, the billing country, the invoice.
        taxCents: 570,
        billingCountry: 'DE',
        invoice: { number: 'D1G-0001', url: 'https://invoice.stripe.com/i/1', pdfUrl: null },
      }),
    ]);
    expect(data.delayedPayments).toEqual([
      {
        sessionId: 'cs_test_bank',
        tierId: 'mvp',
        since: '2026-03-01T00:00:00.000Z',
        failedAt: '2026-03-04T00:00:00.000Z',
      },
    ]);
    expect(data.doNotEmail).toEqual({
      email: 'fan@example.com',
      reason: 'complaint',
      suppressedAt: '2026-05-01T00:00:00.000Z',
    });
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
