import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { AccountDataResponse } from '@shared/api/types/account';
import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { eraseAccountData } from './account-deletion';
import { claimEmail } from './outbox';

// The refund and lost-dispute emails are emails about the supporter: their data download lists
// them, and deleting the account withdraws them, as it does the receipt. DynamoDB Local, the Stripe
// stand-in with the real SDK.
const bed = withPaymentsTestbed();
beforeEach(() => seedUser(USER_A, 'fan@example.com'));

type Item = Record<string, unknown>;

const outboxItem = async (id: string) => bed.table.get({ pk: `OUTBOX#${id}`, sk: 'EMAIL' });
const purchaseRow = async (sessionId: string) =>
  (await bed.purchaseRows()).find((purchase) => purchase.id === sessionId) as Item;

/** Starter and the MVP upgrade; $20 of the MVP refunded at Stripe, then the Starter lost in a dispute. */
async function refundedAndDisputed() {
  const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
  await deliver(starter.completed);
  const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
  await deliver(mvp.completed);
  await deliver(await bed.harness.refund(mvp.paymentIntentId, 2000));
  await deliver(await bed.harness.dispute(starter.paymentIntentId, 'lost'));
  const [refund] = (await bed.harness.stripe.refunds.list({ payment_intent: mvp.paymentIntentId })).data;
  return { starter, mvp, refundId: `refund-${refund?.id}`, disputeId: `dispute-lost-${starter.paymentIntentId}` };
}

describe('refund and lost-dispute emails in the supporter’s data', () => {
  it('lists them in the data download, as queued, with what they say', async () => {
    const { starter, mvp, refundId, disputeId } = await refundedAndDisputed();

    const response = await call('GET /me/data', { token: bed.auth.tokens.userA });

    expect(response.status).toBe(200);
    const { emails } = response.body as AccountDataResponse;
    const about = (id: string) => emails.find((email) => email.id === id);
    expect(about(refundId)).toEqual({
      id: refundId,
      createdAt: expect.any(String),
      sentAt: null,
      message: {
        template: 'payment-refunded',
        to: 'fan@example.com',
        givenBack: 'refund',
        takenBack: false,
        sessionId: mvp.sessionId,
        orderedAt: (await purchaseRow(mvp.sessionId)).createdAt,
        tierId: 'mvp',
        tierName: 'MVP',
        amountCents: 2000,
        ownedTierId: 'mvp',
      },
    });
    expect(about(disputeId)).toEqual({
      id: disputeId,
      createdAt: expect.any(String),
      sentAt: null,
      message: {
        template: 'dispute-lost',
        to: 'fan@example.com',
        sessionId: starter.sessionId,
        orderedAt: (await purchaseRow(starter.sessionId)).createdAt,
        tierId: 'starter',
        tierName: 'Starter',
        amountCents: 3000,
        // $70 stands after the Starter is taken back: Baller.
        ownedTierId: 'baller',
      },
    });
    expect(emails.map((email) => email.message.template).sort()).toEqual([
      'dispute-lost',
      'payment-refunded',
      'tier-granted',
      'tier-granted',
    ]);
  });

  it('withdraws them when the account is deleted: the address replaced, never sent', async () => {
    const { refundId, disputeId } = await refundedAndDisputed();

    await eraseAccountData(USER_A, new Date());

    for (const id of [refundId, disputeId]) {
      const item = await outboxItem(id);
      expect(item).toMatchObject({
        withdrawnAt: expect.any(String),
        message: { to: ACCOUNT_MESSAGES.deletedAccount },
      });
      expect(item).not.toHaveProperty('gsi1pk');
      expect(JSON.stringify(item)).not.toContain('fan@example.com');
      expect(await claimEmail(id, new Date())).toBeNull();
    }
  });

  it('queues no email for a refund that comes after the account was deleted', async () => {
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    await deliver(mvp.completed);
    await eraseAccountData(USER_A, new Date());

    await deliver(await bed.harness.refund(mvp.paymentIntentId));

    expect((await bed.table.items()).filter((item) => item.template === 'payment-refunded')).toEqual([]);
    expect(await purchaseRow(mvp.sessionId)).toMatchObject({ status: 'refunded' });
  });
});
