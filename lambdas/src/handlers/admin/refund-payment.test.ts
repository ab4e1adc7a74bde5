import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, refundTooLargeMessage } from '@shared/admin-messages';
import type { AdminUserDetailResponse, AuditEntry, RefundResponse } from '@shared/api/types/admin';
import { SELLER } from '@shared/seller';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A } from '../../../test/auth-server';
import {
  checkoutAndPay,
  deliver,
  sessionIdOf,
  withoutStripeKey,
  withPaymentsTestbed,
} from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { dayOf } from '../../data/totals';
import { renderEmail } from '../../email/templates';
import { reconcile } from '../../payments/reconcile';

// A Stripe per test: some tests run the reconciler, which reads all Stripe holds.
const bed = withPaymentsTestbed({ stripePerTest: true });
const { table, totals, ownedTier } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedAdmin('coach@example.com');
});

/** The dialog's request: a fresh request id unless the test gives one (a retry) or leaves it out on purpose. */
const refund = (paymentIntentId: string, body: Record<string, unknown>, token = bed.auth.tokens.admin) =>
  call('POST /admin/payments/{paymentIntentId}/refund', {
    token,
    params: { paymentIntentId },
    body: { requestId: randomUUID(), ...body },
  });

/** Starter, then the MVP upgrade (value 7000), both fulfilled through their Stripe events. */
async function starterThenMvp() {
  const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
  await deliver(starter.completed);
  const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
  await deliver(mvp.completed);
  return { starter, mvp };
}

async function stripeRefunds(paymentIntentId: string) {
  return (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data;
}

const auditItems = async () => (await table.items()).filter((item) => item.gsi1pk === 'AUDIT');
const auditEntries = async () =>
  (
    (await call('GET /admin/audit', { token: bed.auth.tokens.admin, query: { userId: USER_A } })).body as {
      items: AuditEntry[];
    }
  ).items;
/**
 * Stripe refunds the payment, but the panel never hears back: every answer to a refund is lost (the
 * tries and the SDK's own reconnects alike) until the network is back.
 */
async function refundWithAnswersLost(paymentIntentId: string, body: Record<string, unknown>) {
  const controls = standInControls(bed.harness.standIn.url);
  await controls.loseAnswers('POST /v1/refunds', 1000);
  try {
    return await refund(paymentIntentId, body);
  } finally {
    await controls.loseAnswers('POST /v1/refunds', 0);
  }
}
const reconcileNow = () =>
  reconcile({ stripe: bed.harness.stripe, conversions: null }, { deadline: Date.now() + 20_000 });
/** The day of an ISO time as the emails say it (UTC): "November 29, 2026". */
const longDay = (iso: unknown) =>
  new Date(String(iso)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
const todaysRevenue = async () =>
  (await table.items())
    .filter((item) => String(item.pk).startsWith('STATS') && String(item.sk).startsWith(`DAY#${dayOf(new Date())}#`))
    .reduce((sum, item) => sum + Number(item.revenueCents ?? 0), 0);

describe('POST /admin/payments/{paymentIntentId}/refund', () => {
  it('refunds an upgrade in full: the supporter falls back to Starter and revenue drops', async () => {
    const { mvp } = await starterThenMvp();
    expect(await ownedTier()).toBe('mvp');
    expect(await todaysRevenue()).toBe(10000);

    const response = await refund(mvp.paymentIntentId, { reason: 'Asked within 30 days' });

    expect(response.status).toBe(200);
    const body = response.body as RefundResponse;
    expect(body.refundedCents).toBe(7000);
    expect(body.purchase).toMatchObject({ id: mvp.sessionId, status: 'refunded', refundedCents: 7000 });
    expect(body.ledger).toEqual({ standingSumCents: 3000, ownedTierId: 'starter', creditCents: 0 });
    expect(await ownedTier()).toBe('starter');
    expect(await totals()).toMatchObject({ revenueCents: 3000, purchaseCount: 2 });
    expect(await todaysRevenue()).toBe(3000);
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 7000, reason: 'requested_by_customer', status: 'succeeded' }),
    ]);
  });

  it('refunds part of a payment: the tier stays, the status says partly refunded', async () => {
    const { mvp } = await starterThenMvp();

    const response = await refund(mvp.paymentIntentId, { amountCents: 2500, reason: 'Goodwill' });

    expect(response.status).toBe(200);
    expect((response.body as RefundResponse).purchase).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 2500,
    });
    expect(await ownedTier()).toBe('mvp');
    expect(await totals()).toMatchObject({ revenueCents: 7500 });
    expect(await todaysRevenue()).toBe(7500);
    const detail = await call('GET /admin/users/{userId}', {
      token: bed.auth.tokens.admin,
      params: { userId: USER_A },
    });
    expect((detail.body as AdminUserDetailResponse).ledger).toEqual({
      standingSumCents: 10000,
      ownedTierId: 'mvp',
      creditCents: 0,
    });
  });

  it('records who refunded what, with the tier before and after, in the refund’s transaction', async () => {
    const { mvp } = await starterThenMvp();

    await refund(mvp.paymentIntentId, { reason: '  Asked within 30 days ' });

    const list = await call('GET /admin/audit', { token: bed.auth.tokens.admin, query: { userId: USER_A } });
    expect(list.status).toBe(200);
    const [entry] = (list.body as { items: AuditEntry[] }).items;
    expect(entry).toEqual({
      id: expect.any(String),
      action: 'payment_refunded',
      actor: 'admin',
      adminId: ADMIN,
      adminEmail: 'coach@example.com',
      at: expect.any(String),
      subject: { type: 'user', id: USER_A },
      before: {
        paymentIntentId: mvp.paymentIntentId,
        tierId: 'mvp',
        status: 'paid',
        refundedCents: 0,
        standingSumCents: 10000,
        ownedTierId: 'mvp',
        creditCents: 0,
      },
      after: {
        paymentIntentId: mvp.paymentIntentId,
        tierId: 'mvp',
        status: 'refunded',
        refundedCents: 7000,
        standingSumCents: 3000,
        ownedTierId: 'starter',
        creditCents: 0,
      },
      reason: 'Asked within 30 days',
    });
  });

  it('refunds once on a double submit, and the Stripe event does not apply it again', async () => {
    const { mvp } = await starterThenMvp();
    const eventsBefore = (await bed.harness.delivered()).length;

    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      refund(mvp.paymentIntentId, { requestId, amountCents: 2000, reason: 'Goodwill' }),
      refund(mvp.paymentIntentId, { requestId, amountCents: 2000, reason: 'Goodwill' }),
    ]);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(1);
    const sent = (await bed.harness.delivered()).slice(eventsBefore);
    const refunded = sent.filter((event) => event.type === 'charge.refunded');
    expect(refunded.map((event) => event.request?.idempotency_key)).toEqual([`admin-refund-${requestId}`]);
    expect(await totals()).toMatchObject({ revenueCents: 8000 });
    expect(await auditItems()).toHaveLength(1);
    const settled = await table.items();

    for (const event of sent) await deliver(event);

    expect(await table.items()).toEqual(settled);
  });

  it('records a refund made at Stripe as Stripe’s, and the admin’s next refund as the admin’s', async () => {
    const { mvp } = await starterThenMvp();
    const stripeRefund = await bed.harness.refund(mvp.paymentIntentId, 1000);
    await deliver(stripeRefund);
    expect(await totals()).toMatchObject({ revenueCents: 9000 });

    const response = await refund(mvp.paymentIntentId, { amountCents: 1000, reason: 'Second goodwill' });

    expect(response.status).toBe(200);
    expect(await totals()).toMatchObject({ revenueCents: 8000 });
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(2);
    const [second, first] = await auditEntries();
    expect(first).toMatchObject({
      actor: 'stripe',
      adminId: null,
      reason: null,
      before: { refundedCents: 0 },
      after: { refundedCents: 1000 },
    });
    expect(second).toMatchObject({
      actor: 'admin',
      adminId: ADMIN,
      reason: 'Second goodwill',
      before: { refundedCents: 1000 },
      after: { refundedCents: 2000 },
    });
  });

  it('refunds once when a partial refund’s answer was lost, the reconciler applied it, and the admin retries', async () => {
    const { mvp } = await starterThenMvp();
    const requestId = randomUUID();

    const lost = await refundWithAnswersLost(mvp.paymentIntentId, {
      requestId,
      amountCents: 500,
      reason: 'Late delivery',
    });
    expect(lost.status).toBe(502);
    expect(lost.body).toEqual({ message: ADMIN_MESSAGES.refundUnavailable });
    await reconcileNow();
    expect(await totals()).toMatchObject({ revenueCents: 9500 });

    const retried = await refund(mvp.paymentIntentId, { requestId, amountCents: 500, reason: 'Late delivery' });

    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      refundedCents: 500,
      purchase: { id: mvp.sessionId, status: 'partially_refunded', refundedCents: 500 },
      ledger: { standingSumCents: 10000, ownedTierId: 'mvp', creditCents: 0 },
    });
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(1);
    expect(await totals()).toMatchObject({ revenueCents: 9500 });
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        actor: 'admin',
        adminId: ADMIN,
        reason: 'Late delivery',
        before: expect.objectContaining({ refundedCents: 0 }),
        after: expect.objectContaining({ refundedCents: 500 }),
      }),
    ]);
  });

  it('answers a retried full refund whose answer was lost with the figures, not “nothing left”', async () => {
    const { mvp } = await starterThenMvp();
    const requestId = randomUUID();

    const body = { requestId, amountCents: 7000, reason: 'Asked within 30 days' };
    const lost = await refundWithAnswersLost(mvp.paymentIntentId, body);
    expect(lost.status).toBe(502);
    await reconcileNow();
    expect(await ownedTier()).toBe('starter');

    const retried = await refund(mvp.paymentIntentId, body);

    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      refundedCents: 7000,
      purchase: { id: mvp.sessionId, status: 'refunded', refundedCents: 7000 },
      ledger: { standingSumCents: 3000, ownedTierId: 'starter', creditCents: 0 },
    });
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(1);
    expect(await totals()).toMatchObject({ revenueCents: 3000 });
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        actor: 'admin',
        reason: 'Asked within 30 days',
        before: expect.objectContaining({ refundedCents: 0, ownedTierId: 'mvp' }),
        after: expect.objectContaining({ refundedCents: 7000, ownedTierId: 'starter' }),
      }),
    ]);
  });

  it('applies a lost answer’s refund on the retry when nothing else applied it yet', async () => {
    const { mvp } = await starterThenMvp();
    const requestId = randomUUID();
    const body = { requestId, amountCents: 7000, reason: 'Asked within 30 days' };
    expect((await refundWithAnswersLost(mvp.paymentIntentId, body)).status).toBe(502);

    const retried = await refund(mvp.paymentIntentId, body);

    expect(retried.status).toBe(200);
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(1);
    expect(await ownedTier()).toBe('starter');
    expect(await auditEntries()).toEqual([expect.objectContaining({ actor: 'admin', reason: 'Asked within 30 days' })]);
  });

  it('chains the audit entries of partial refunds made at once: each one’s before is the last one’s after', async () => {
    const { mvp } = await starterThenMvp();
    const reasons = ['One', 'Two', 'Three', 'Four'];

    const responses = await Promise.all(
      reasons.map((reason) => refund(mvp.paymentIntentId, { amountCents: 1000, reason })),
    );

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(4);
    expect(await totals()).toMatchObject({ revenueCents: 6000 });
    const entries = (await auditEntries()).reverse();
    expect(entries.map((entry) => entry.reason).sort()).toEqual([...reasons].sort());
    expect(entries.map((entry) => [entry.before.refundedCents, entry.after.refundedCents])).toEqual([
      [0, 1000],
      [1000, 2000],
      [2000, 3000],
      [3000, 4000],
    ]);
    expect(entries.every((entry) => entry.actor === 'admin' && entry.adminId === ADMIN)).toBe(true);
  });

  it('tells the admin what Stripe holds as left when a refund made at Stripe never reached the store', async () => {
    const { mvp } = await starterThenMvp();
    await standInControls(bed.harness.standIn.url).refund(mvp.paymentIntentId, 5000, { deliverEvents: false });

    const response = await refund(mvp.paymentIntentId, { amountCents: 7000, reason: 'Asked within 30 days' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: refundTooLargeMessage(2000) });
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(1);
    expect(await totals()).toMatchObject({ revenueCents: 5000 });
    expect(await auditEntries()).toEqual([
      expect.objectContaining({ actor: 'stripe', after: expect.objectContaining({ refundedCents: 5000 }) }),
    ]);
  });

  it('emails the supporter what the panel refunded, in the euros they paid, with the order, and never the admin’s reason', async () => {
    const started = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } });
    const sessionId = sessionIdOf((started.body as { url: string }).url);
    await standInControls(bed.harness.standIn.url).pay(sessionId, { presentIn: 'eur' });
    await call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } });
    const paymentIntentId = String(bed.harness.standIn.state.get(sessionId).session.payment_intent);

    const response = await refund(paymentIntentId, { amountCents: 1000, reason: 'Internal: goodwill for VIP' });
    // Stripe's event comes after the panel applied the refund.
    for (const event of (await bed.harness.delivered()).filter((one) => one.type === 'charge.refunded')) {
      await deliver(event);
    }

    expect(response.status).toBe(200);
    const [stripeRefund] = await stripeRefunds(paymentIntentId);
    const purchase = (await table.items()).find((item) => item.gsi1pk === 'PURCHASES' && item.id === sessionId);
    const emails = (await table.items()).filter((item) => item.template === 'payment-refunded');
    const message = {
      template: 'payment-refunded' as const,
      to: 'fan@example.com',
      givenBack: 'refund' as const,
      takenBack: false,
      sessionId,
      orderedAt: String(purchase?.createdAt),
      tierId: 'starter' as const,
      tierName: 'Starter',
      amountCents: 1000,
      presented: { currency: 'eur', amount: 921 },
      ownedTierId: 'starter' as const,
    };
    expect(emails).toEqual([
      expect.objectContaining({ pk: `OUTBOX#refund-${stripeRefund?.id}`, userId: USER_A, message }),
    ]);
    const rendered = renderEmail(message, { siteUrl: 'https://store.d1gang.test', seller: SELLER });
    expect(rendered.subject).toBe('We refunded part of your Starter purchase');
    expect(rendered.text).toContain(
      `\nOrder D1-${sessionId.slice(-8).toUpperCase()}\nPurchased ${longDay(purchase?.createdAt)}\nRefunded €9.21 (US$10.00)\n\nYour tier now: Starter.\n`,
    );
    expect(`${rendered.text}${rendered.html}`).not.toContain('goodwill');
  });

  it('emails one refund per partial refund made at once from the panel', async () => {
    const { mvp } = await starterThenMvp();

    await Promise.all(
      ['One', 'Two', 'Three'].map((reason) => refund(mvp.paymentIntentId, { amountCents: 1000, reason })),
    );

    const ids = (await stripeRefunds(mvp.paymentIntentId)).map((one) => `refund-${one.id}`).sort();
    const emails = (await table.items()).filter((item) => item.template === 'payment-refunded');
    expect(emails.map((email) => email.id).sort()).toEqual(ids);
    expect(emails.map((email) => (email.message as { amountCents: number }).amountCents)).toEqual([1000, 1000, 1000]);
  });

  it('refuses a request without a request id with 400, and refunds nothing', async () => {
    const { mvp } = await starterThenMvp();

    const response = await call('POST /admin/payments/{paymentIntentId}/refund', {
      token: bed.auth.tokens.admin,
      params: { paymentIntentId: mvp.paymentIntentId },
      body: { amountCents: 100, reason: 'x' },
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.refundRequestIdInvalid });
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([]);
  });

  it('refuses a supporter with 403 and refunds nothing', async () => {
    const { mvp } = await starterThenMvp();

    const response = await refund(mvp.paymentIntentId, { reason: 'Mine' }, bed.auth.tokens.userA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([]);
  });

  it.each([
    [{ amountCents: 0, reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: -100, reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: 10.5, reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: '100', reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: 7001, reason: 'x' }, refundTooLargeMessage(7000)],
    [{ amountCents: 100 }, ADMIN_MESSAGES.refundReasonRequired],
    [{ amountCents: 100, reason: '   ' }, ADMIN_MESSAGES.refundReasonRequired],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const { mvp } = await starterThenMvp();
    const before = await table.items();

    const response = await refund(mvp.paymentIntentId, body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await table.items()).toEqual(before);
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([]);
  });

  it('refuses a payment with nothing left to refund, and an unknown payment', async () => {
    const { mvp } = await starterThenMvp();
    await refund(mvp.paymentIntentId, { reason: 'Full' });
    const before = await table.items();

    const again = await refund(mvp.paymentIntentId, { amountCents: 1, reason: 'More' });
    const unknown = await refund('pi_unknown', { reason: 'Who?' });

    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ADMIN_MESSAGES.nothingToRefund });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: ADMIN_MESSAGES.paymentNotFound });
    expect(await table.items()).toEqual(before);
  });
});

describe('POST /admin/payments/{paymentIntentId}/refund before the Stripe key is put', () => {
  withoutStripeKey();

  it('answers 502 with the refund message, not a 500, changing nothing', async () => {
    const before = await table.items();

    const response = await refund('pi_before_the_key', { reason: 'Late delivery' });

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.refundUnavailable });
    expect(await table.items()).toEqual(before);
  });
});
