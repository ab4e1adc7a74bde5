import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AuditEntry } from '@shared/api/types/admin';
import type { GiftCancelResponse } from '@shared/api/types/gifts';
import { GIFT_MESSAGES } from '@shared/gifts';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A, USER_B } from '../../../test/auth-server';
import { paidAtStripe, seedGift } from '../../../test/gift-seed';
import { withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { TEST_SENDER } from '../../../test/ses-inbox';
import { documentClient, tableName } from '../../data/client';
import { renderEmail } from '../../email/templates';

const bed = withPaymentsTestbed();
const { table } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'giver@example.com');
  await seedAdmin('coach@example.com');
});

const cancel = (giftId: string, body: Record<string, unknown>, token: string | null = bed.auth.tokens.admin) =>
  call('POST /admin/gifts/{giftId}/cancel', {
    ...(token ? { token } : {}),
    params: { giftId },
    body: { requestId: randomUUID(), reason: 'Bought for the wrong address', ...body },
  });

/** An unclaimed Starter gift from user A, its payment real at the Stripe stand-in. */
async function paidGift() {
  const payment = await paidAtStripe(bed.harness, bed.auth.tokens.userA, 'starter');
  return seedGift({ buyerId: USER_A, buyerEmail: 'giver@example.com', payment });
}

const paymentIntentOf = (gift: { payment: { paymentIntentId: string | null } | null }) =>
  gift.payment?.paymentIntentId ?? '';
const stripeRefunds = async (paymentIntentId: string) =>
  (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data;
const giftItem = (giftId: string) => table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });
const itemsUnder = async (giftId: string) =>
  (await table.items()).filter((item) => item.pk === `CHECKOUT#GIFT#${giftId}`).map((item) => item.sk);
const noticesOf = async (giftId: string) =>
  (await table.items()).filter((item) => item.template === 'gift-cancelled' && item.id === `gift-cancelled-${giftId}`);
const giftAudit = async () =>
  (
    (await call('GET /admin/audit', { token: bed.auth.tokens.admin, query: { userId: USER_A } })).body as {
      items: AuditEntry[];
    }
  ).items.filter((entry) => entry.action === 'gift_cancelled');

describe('POST /admin/gifts/{giftId}/cancel', () => {
  it('is for admins only: 401 without a token, 403 for a supporter', async () => {
    const gift = await seedGift();

    expect((await cancel(gift.giftId, {}, null)).status).toBe(401);
    expect((await cancel(gift.giftId, {}, bed.auth.tokens.userA)).status).toBe(403);
    expect(await giftItem(gift.giftId)).toMatchObject({ status: 'unclaimed' });
  });

  it('cancels an unclaimed gift and refunds its whole payment, leaving revenue where it was', async () => {
    const gift = await paidGift();
    const revenueBefore = (await bed.totals()).revenueCents ?? 0;

    const response = await cancel(gift.giftId, { reason: '  Bought for the wrong address ' });

    expect(response.status).toBe(200);
    const body = response.body as GiftCancelResponse;
    expect(body.refundedCents).toBe(3000);
    expect(body.gift).toMatchObject({ giftId: gift.giftId, status: 'cancelled', cancelledAt: expect.any(String) });
    const refunds = await stripeRefunds(paymentIntentOf(gift));
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 3000,
        status: 'succeeded',
        metadata: { giftId: gift.giftId, givenBack: 'gift-cancelled' },
      }),
    ]);
    expect(await giftItem(gift.giftId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: ADMIN,
      cancelReason: 'Bought for the wrong address',
      cancelRefundId: refunds[0]?.id,
    });
    // It leaves the sweep's and the recipient's lists, and no refund is due any more.
    expect(await itemsUnder(gift.giftId)).toEqual(['GIFT']);
    // The refund is early news on the payment's unlinked marker: no ledger held the payment.
    expect(await table.get({ pk: `CHECKOUT#${paymentIntentOf(gift)}`, sk: 'PAYMENT' })).toMatchObject({
      refundedCents: 3000,
    });
    expect(await bed.purchaseRows()).toEqual([]);
    expect((await bed.totals()).revenueCents ?? 0).toBe(revenueBefore);
    const listed = await call('GET /admin/gifts', { token: bed.auth.tokens.admin, query: { status: 'cancelled' } });
    expect((listed.body as { items: { giftId: string }[] }).items.map((item) => item.giftId)).toEqual([gift.giftId]);
  });

  it('refunds what is left when part of the payment was refunded before, and says that amount', async () => {
    const gift = await paidGift();
    // Support gave $10 back from Stripe's dashboard while the gift waited.
    await bed.harness.stripe.refunds.create({ payment_intent: paymentIntentOf(gift), amount: 1000 });

    const response = await cancel(gift.giftId, {});

    expect(response.status).toBe(200);
    expect((response.body as GiftCancelResponse).refundedCents).toBe(2000);
    const refunds = await stripeRefunds(paymentIntentOf(gift));
    expect(refunds.map((refund) => refund.amount).sort()).toEqual([1000, 2000]);
    expect(await noticesOf(gift.giftId)).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ amountCents: 2000 }) }),
    ]);
  });

  it('audits who cancelled which gift and why', async () => {
    const gift = await paidGift();

    const response = await cancel(gift.giftId, { reason: '  Bought for the wrong address ' });

    expect(await giftAudit()).toEqual([
      {
        id: `gift-cancelled-${gift.giftId}`,
        action: 'gift_cancelled',
        actor: 'admin',
        adminId: ADMIN,
        adminEmail: 'coach@example.com',
        at: (response.body as GiftCancelResponse).gift.cancelledAt,
        subject: { type: 'user', id: USER_A },
        before: { giftId: gift.giftId, recipientEmail: 'Friend@example.com', status: 'unclaimed' },
        after: { giftId: gift.giftId, recipientEmail: 'Friend@example.com', status: 'cancelled' },
        reason: 'Bought for the wrong address',
      },
    ]);
  });

  it('emails the buyer what was refunded and that the recipient can no longer claim it, never the reason', async () => {
    const gift = await paidGift();

    await cancel(gift.giftId, { reason: 'Suspected fraud' });

    const [notice] = await noticesOf(gift.giftId);
    expect(notice).toMatchObject({ userId: USER_A });
    const email = renderEmail(notice?.message as never, { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller });
    expect(email.to).toBe('giver@example.com');
    expect(email.subject).toBe('We cancelled your Starter gift and refunded you');
    expect(email.text).toContain('Friend@example.com can no longer claim it.');
    expect(email.text).toContain(`Order D1-${gift.payment?.sessionId.slice(-8).toUpperCase()}\n`);
    expect(email.text).toContain('Refunded $30.00\n');
    expect(`${email.text}${email.html}`).not.toContain('fraud');
  });

  it('refunds once for a double submit, and answers a retry with the same figures', async () => {
    const gift = await paidGift();
    const requestId = randomUUID();

    const answers = await Promise.all([cancel(gift.giftId, { requestId }), cancel(gift.giftId, { requestId })]);
    const retried = await cancel(gift.giftId, { requestId });

    for (const answer of [...answers, retried]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ refundedCents: 3000, gift: { status: 'cancelled' } });
    }
    expect(await stripeRefunds(paymentIntentOf(gift))).toHaveLength(1);
    expect(await giftAudit()).toHaveLength(1);
    expect(await noticesOf(gift.giftId)).toHaveLength(1);
  });

  it('keeps the gift cancelled when Stripe does not answer (502), and a retry refunds once', async () => {
    const gift = await paidGift();
    const requestId = randomUUID();
    const controls = standInControls(bed.harness.standIn.url);

    await controls.loseAnswers('POST /v1/refunds', 1000);
    let lost: Awaited<ReturnType<typeof cancel>>;
    try {
      lost = await cancel(gift.giftId, { requestId });
    } finally {
      await controls.loseAnswers('POST /v1/refunds', 0);
    }

    expect(lost.status).toBe(502);
    expect(lost.body).toEqual({ message: ADMIN_MESSAGES.refundUnavailable });
    expect(await giftItem(gift.giftId)).toMatchObject({ status: 'cancelled' });
    expect(await giftItem(gift.giftId)).not.toHaveProperty('cancelRefundId');
    expect(await itemsUnder(gift.giftId)).toEqual(['GIFT', 'REFUND_DUE']);

    const retried = await cancel(gift.giftId, { requestId });

    expect(retried.status).toBe(200);
    const refunds = await stripeRefunds(paymentIntentOf(gift));
    expect(refunds).toHaveLength(1);
    expect(await giftItem(gift.giftId)).toMatchObject({ cancelRefundId: refunds[0]?.id });
    expect(await itemsUnder(gift.giftId)).toEqual(['GIFT']);
  });

  it('refuses a claimed gift (refund it from the purchases), a refunded one and one another request cancelled: 409', async () => {
    const claimed = await seedGift({
      status: 'claimed',
      claimedBy: 'recipient-sub',
      claimedAt: new Date().toISOString(),
    });
    const refunded = await seedGift({ refundedCents: 3000 });
    const other = await paidGift();
    expect((await cancel(other.giftId, {})).status).toBe(200);

    const answers = await Promise.all([
      cancel(claimed.giftId, {}),
      cancel(refunded.giftId, {}),
      cancel(other.giftId, {}),
    ]);

    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [409, { message: GIFT_MESSAGES.claimedRefundFromPurchase }],
      [409, { message: GIFT_MESSAGES.notUnclaimed }],
      [409, { message: GIFT_MESSAGES.notUnclaimed }],
    ]);
    expect(await stripeRefunds(paymentIntentOf(other))).toHaveLength(1);
  });

  it.each([
    [{ reason: '   ' }, 'Please give a reason for cancelling the gift'],
    [{ reason: undefined }, 'Please give a reason for cancelling the gift'],
    [{ reason: 'x'.repeat(501) }, 'Keep the reason to 500 characters or fewer'],
    [{ requestId: 'not-a-uuid' }, 'A cancellation needs its request id (a UUID); please reload the page and try again'],
  ])('refuses a bad body %j: 400', async (body, message) => {
    const gift = await seedGift();

    const response = await cancel(gift.giftId, body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await giftItem(gift.giftId)).toMatchObject({ status: 'unclaimed' });
  });

  it('answers 404 for no such gift', async () => {
    const response = await cancel('AAAAAAAAAAAAAAAAAAAAAA', {});

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Gift not found' });
  });

  it('lets exactly one of a claim and a cancellation racing each other win', async () => {
    const gift = await paidGift();
    // What the claim's transaction does to the gift: conditional on the version it read.
    const claim = () =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `CHECKOUT#GIFT#${gift.giftId}`, sk: 'GIFT' },
          UpdateExpression: 'SET #status = :claimed, claimedBy = :by, version = :next',
          ConditionExpression: '#status = :unclaimed AND version = :version',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':claimed': 'claimed',
            ':unclaimed': 'unclaimed',
            ':by': 'recipient-sub',
            ':version': gift.version,
            ':next': gift.version + 1,
          },
        }),
      );

    const [claimed, cancelled] = await Promise.allSettled([claim(), cancel(gift.giftId, {})]);

    const stored = await giftItem(gift.giftId);
    const refunds = await stripeRefunds(paymentIntentOf(gift));
    if (stored?.status === 'claimed') {
      expect(claimed.status).toBe('fulfilled');
      expect(cancelled).toMatchObject({ value: { status: 409 } });
      expect(refunds).toEqual([]);
    } else {
      expect(stored).toMatchObject({ status: 'cancelled' });
      expect(claimed).toMatchObject({ status: 'rejected', reason: { name: 'ConditionalCheckFailedException' } });
      expect(cancelled).toMatchObject({ value: { status: 200 } });
      expect(refunds).toHaveLength(1);
    }
  });

  it('lets exactly one of the recipient’s claim and the admin’s cancellation win when they race', async () => {
    await seedUser(USER_B, 'friend@example.com');
    const gift = await paidGift();

    const [claimed, cancelled] = await Promise.all([
      call('POST /gifts/{giftId}/claim', { token: bed.auth.tokens.userB, params: { giftId: gift.giftId }, body: {} }),
      cancel(gift.giftId, {}),
    ]);

    const stored = await giftItem(gift.giftId);
    const refunds = await stripeRefunds(paymentIntentOf(gift));
    if (stored?.status === 'claimed') {
      expect([claimed.status, cancelled.status]).toEqual([200, 409]);
      expect(cancelled.body).toEqual({ message: GIFT_MESSAGES.claimedRefundFromPurchase });
      expect(refunds).toEqual([]);
      expect(await bed.purchaseRows()).toHaveLength(1);
    } else {
      expect(stored).toMatchObject({ status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(claimed.status).toBe(410);
      expect(refunds).toHaveLength(1);
      expect(await bed.purchaseRows()).toEqual([]);
    }
  });
});
