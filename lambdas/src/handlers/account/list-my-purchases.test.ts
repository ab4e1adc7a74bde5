import type { MyPurchasesResponse } from '@shared/api/types/account';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedPurchase, seedUser } from '../../../test/seed';
import { eraseAccountData } from '../../data/account-deletion';
import { recordPaymentFailed, recordPaymentProcessing } from '../../data/processing-payment';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(() => table.clear());

async function myPurchases(token: string) {
  const response = await call('GET /me/purchases', { token });
  return { status: response.status, purchases: (response.body as MyPurchasesResponse).purchases };
}

describe('GET /me/purchases', () => {
  it('lists the caller’s purchase with its order number, date, tier, amount and status', async () => {
    // Prepare
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter', { id: 'cs_test_a1b2c3d4e5f6g7h8', createdAt: '2026-02-01T10:00:00.000Z' });

    // Act
    const response = await call('GET /me/purchases', { token: auth.tokens.userA });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      purchases: [
        {
          orderNumber: 'D1-E5F6G7H8',
          orderedAt: '2026-02-01T10:00:00.000Z',
          tierId: 'starter',
          tierName: 'Starter',
          status: 'paid',
          amountCents: 3000,
          taxCents: 0,
          refundedCents: 0,
        },
      ],
      giftsSent: [],
    });
    // What the ledger and admin lists keep stays out: the email, Stripe's ids, the ledger's values.
    expect(response.rawBody).not.toMatch(/email|pi_test|cs_test|valueCents|userId/);
  });

  it('carries the tax Stripe added and the invoice Stripe issued, never the billing country', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter', {
      id: 'cs_test_taxed00000001',
      amountCents: 3570,
      taxCents: 570,
      billingCountry: 'DE',
      invoice: { number: 'D1G-0001', url: 'https://invoice.stripe.com/i/1', pdfUrl: 'https://pay.stripe.com/pdf/1' },
    });

    const response = await call('GET /me/purchases', { token: auth.tokens.userA });

    expect(response.body).toMatchObject({
      purchases: [
        {
          amountCents: 3570,
          taxCents: 570,
          invoice: {
            number: 'D1G-0001',
            url: 'https://invoice.stripe.com/i/1',
            pdfUrl: 'https://pay.stripe.com/pdf/1',
          },
        },
      ],
    });
    expect(response.rawBody).not.toContain('billingCountry');
  });

  it('carries the currency the supporter paid in, and what was refunded of it at the payment’s own rate', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter', {
      id: 'cs_test_euro0001',
      presented: { currency: 'eur', amount: 2762 },
      refundedCents: 1000,
    });

    const { purchases } = await myPurchases(auth.tokens.userA);

    expect(purchases).toEqual([
      expect.objectContaining({
        status: 'partially_refunded',
        amountCents: 3000,
        presented: { currency: 'eur', amount: 2762 },
        refundedCents: 1000,
        refundedPresented: { currency: 'eur', amount: 921 },
      }),
    ]);
  });

  it('names each status from the ledger’s facts, and a bank transfer still processing', async () => {
    await seedUser(USER_A, 'a@example.com');
    const at = (day: number) => `2026-03-0${day}T00:00:00.000Z`;
    await seedPurchase(USER_A, 'bench-player', { id: 'cs_test_paid0001', createdAt: at(1) });
    await seedPurchase(USER_A, 'rookie', { id: 'cs_test_part0001', createdAt: at(2), refundedCents: 500 });
    await seedPurchase(USER_A, 'starter', { id: 'cs_test_full0001', createdAt: at(3), status: 'refunded' });
    await seedPurchase(USER_A, 'baller', { id: 'cs_test_disp0001', createdAt: at(4), disputeLost: true });
    await seedPurchase(USER_A, 'baller', {
      id: 'cs_test_dupl0001',
      createdAt: at(5),
      duplicate: true,
      refundedCents: 5000,
    });
    // Stored beside the record's declared fields, as fulfilment stores it (data/purchase.ts purchaseFromItem).
    const overpaid = { id: 'cs_test_over0001', createdAt: at(6), overpaidCents: 3000 };
    await seedPurchase(USER_A, 'mvp', overpaid);
    await recordPaymentProcessing(
      { sessionId: 'cs_test_bank0001', userId: USER_A, tierId: 'all-star' },
      new Date(at(7)),
    );

    const { purchases } = await myPurchases(auth.tokens.userA);

    expect(purchases.map(({ orderNumber, status }) => `${orderNumber} ${status}`)).toEqual([
      'D1-BANK0001 processing',
      'D1-OVER0001 overpayment_refunded',
      'D1-DUPL0001 duplicate_refunded',
      'D1-DISP0001 disputed',
      'D1-FULL0001 refunded',
      'D1-PART0001 partially_refunded',
      'D1-PAID0001 paid',
    ]);
    // The bank has not told the store what it will settle: no amount yet.
    expect(purchases[0]).toEqual({
      orderNumber: 'D1-BANK0001',
      orderedAt: at(7),
      tierId: 'all-star',
      tierName: 'All-Star',
      status: 'processing',
    });
  });

  it('lists a bank transfer once its purchase is stored as that purchase, and one the bank turned down not at all', async () => {
    await seedUser(USER_A, 'a@example.com');
    const settled = { sessionId: 'cs_test_settled1', userId: USER_A, tierId: 'rookie' };
    await recordPaymentProcessing(settled, new Date('2026-04-01T00:00:00.000Z'));
    await seedPurchase(USER_A, 'rookie', { id: settled.sessionId, createdAt: '2026-04-03T00:00:00.000Z' });
    const failed = { sessionId: 'cs_test_failed01', userId: USER_A, tierId: 'mvp' };
    await recordPaymentProcessing(failed, new Date('2026-04-05T00:00:00.000Z'));
    await recordPaymentFailed(failed, 'insufficient_funds', new Date('2026-04-06T00:00:00.000Z'));

    const { purchases } = await myPurchases(auth.tokens.userA);

    expect(purchases.map(({ orderNumber, status }) => `${orderNumber} ${status}`)).toEqual(['D1-SETTLED1 paid']);
  });

  it('orders purchases newest first, whatever order they were stored in', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'mvp', { id: 'cs_test_newest01', createdAt: '2026-05-03T00:00:00.000Z' });
    await seedPurchase(USER_A, 'rookie', { id: 'cs_test_oldest01', createdAt: '2026-05-01T00:00:00.000Z' });
    // A processing payment's key sorts by its session, not its time: it still takes its place by date.
    await recordPaymentProcessing(
      { sessionId: 'cs_test_middle01', userId: USER_A, tierId: 'starter' },
      new Date('2026-05-02T00:00:00.000Z'),
    );

    const { purchases } = await myPurchases(auth.tokens.userA);

    expect(purchases.map((purchase) => [purchase.orderNumber, purchase.orderedAt])).toEqual([
      ['D1-NEWEST01', '2026-05-03T00:00:00.000Z'],
      ['D1-MIDDLE01', '2026-05-02T00:00:00.000Z'],
      ['D1-OLDEST01', '2026-05-01T00:00:00.000Z'],
    ]);
  });

  it('never shows another user’s purchases', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedUser(USER_B, 'b@example.com');
    await seedPurchase(USER_A, 'mvp', { id: 'cs_test_userA001' });
    await recordPaymentProcessing(
      { sessionId: 'cs_test_userA002', userId: USER_A, tierId: 'rookie' },
      new Date('2026-06-01T00:00:00.000Z'),
    );
    await seedPurchase(USER_B, 'rookie', { id: 'cs_test_userB001' });

    const a = await myPurchases(auth.tokens.userA);
    const b = await myPurchases(auth.tokens.userB);

    expect(a.purchases.map((purchase) => purchase.orderNumber).sort()).toEqual(['D1-USERA001', 'D1-USERA002']);
    expect(b.purchases.map((purchase) => purchase.orderNumber)).toEqual(['D1-USERB001']);
  });

  it('answers a user without purchases with an empty list', async () => {
    await seedUser(USER_B, 'b@example.com');
    await seedPurchase(USER_B, 'mvp');

    const response = await call('GET /me/purchases', { token: auth.tokens.userA });

    expect(response).toMatchObject({ status: 200, body: { purchases: [] } });
  });

  it('reads the caller’s own partition once, which also confirms the account stands, and their gifts sent once', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');
    requests.reset();

    const response = await call('GET /me/purchases', { token: auth.tokens.userA });

    expect(response.status).toBe(200);
    // Their partition, and gsi2 `GIFTS_FROM#<sub>` (the gifts they paid for others, none here).
    expect(requests.counts()).toEqual({ QueryCommand: 2 });
  });

  it('refuses a deleted account’s token with 401, as every other account route does', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');
    await eraseAccountData(USER_A, new Date());

    const response = await call('GET /me/purchases', { token: auth.tokens.userA });

    expect(response).toMatchObject({ status: 401, body: { message: HTTP_MESSAGES.unauthorized } });
  });

  it('refuses a caller without a token', async () => {
    const response = await call('GET /me/purchases');

    expect(response).toMatchObject({ status: 401, body: { message: HTTP_MESSAGES.unauthorized } });
  });
});
