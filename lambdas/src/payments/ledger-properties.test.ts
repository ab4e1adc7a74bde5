import type { TaxReportRow } from '@shared/api/types/admin';
import {
  currentTierOf,
  type LedgerPayment,
  overpaymentRefundCents,
  ownedTierOf,
  paymentStands,
  purchaseStatusOf,
  revenueCents,
  standingSumCents,
  summarizeLedger,
  taxCents,
} from '@shared/ledger';
import { ledgerOf } from '@shared/ledger-events';
import { bySize, propertyRuns } from '@shared/test/test-depth';
import { TIERS } from '@shared/tiers';
import fc from 'fast-check';
import { stripeEventsFromEnv } from '../../../infra/local/stripe/event-delivery';
import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { withStripeFaults } from '../../test/fake-peers';
import { withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';
import { type Reached, StoreHistory } from '../../test/store-history/store-history';
import {
  type Buyer,
  deliveryPlanArbitrary,
  storeActionsArbitrary,
} from '../../test/store-history/store-history-actions';
import { getTaxReport } from '../data/tax-report';

// The ledger's promise through the real handlers: whatever Stripe sends, repeated and in any order,
// the store ends where the pure ledger (shared/ledger-events.ts) ends, and every payment that bought
// nothing is given back once. Some refunds come from the admin panel, which applies them at once
// through the same path before their events arrive.
// Stripe delivers in chaos: events repeated, late and out of order (D1_STRIPE_EVENTS_SEED replays a seed).
const bed = withPaymentsTestbed({ stripeEvents: stripeEventsFromEnv({ ...process.env, D1_STRIPE_EVENTS: 'chaos' }) });
// Stripe failing mid-checkout, staged in front of the stand-in.
const faults = withStripeFaults(() => bed.harness.standIn.url);

/**
 * 100 histories under `npm run test:deep`, 15 in the everyday run (test-depth.ts); FC_NUM_RUNS overrides
 * both. A failure prints its seed and path; FC_SEED (and FC_PATH) replay it, with the chaos seed printed
 * at the start: `FC_SEED=… FC_PATH=… D1_STRIPE_EVENTS_SEED=… npx jest lambdas/src/payments/ledger-properties`.
 */
const RUNS = { everyday: 15, deep: 100 };
/** In the deep run, histories played after the first hundred while a case in MUST_REACH has not come up: batches, and at most. */
const TOP_UP_BATCH = 50;
const TOP_UP_MAX = 300;
/**
 * How long the histories may take, top-ups and the shrinking of a failure included: a history takes
 * 1 to 5 seconds, so 100 take about 2 minutes (3 on a busy machine). After that the run stops and
 * fails with fast-check's seed, and the history in play when it stopped, before the test's timeout
 * would end it with neither.
 */
const TIME_LIMIT_MS = bySize({ everyday: 300_000, deep: 1_080_000 });
jest.setTimeout(TIME_LIMIT_MS + 120_000);

type Item = Record<string, unknown>;

/** The stored state a buyer or an admin sees, beside what the ledger says it must be. */
async function expectStoreAsLedger(history: StoreHistory, buyers: readonly Buyer[]): Promise<void> {
  const items = await bed.table.items();
  const find = (pk: string, sk: string) => items.find((item) => item.pk === pk && item.sk === sk);
  const payments = Object.values(history.model.payments);

  const rows = items.filter((item) => item.gsi1pk === 'PURCHASES').map(purchaseFacts);
  expect(sortById(rows)).toEqual(sortById(payments.map(paymentFacts)));
  const totals = await bed.totals();
  expect({
    revenueCents: totals.revenueCents ?? 0,
    taxCents: totals.taxCents ?? 0,
    purchaseCount: totals.purchaseCount ?? 0,
    // The community goals' supporters: the people who own a tier now.
    supporterCount: totals.supporterCount ?? 0,
  }).toEqual({
    revenueCents: revenueCents(payments),
    taxCents: taxCents(payments),
    purchaseCount: payments.length,
    supporterCount: buyers.filter((buyer) => ownedTierOf(ledgerOf(history.model, buyer.userId)) !== null).length,
  });
  // The tax report's months add up to the same revenue and tax, and to what was charged less what went back.
  // Last year too: a history played across New Year's midnight spans two (the table is cleared per history).
  const year = new Date().getUTCFullYear();
  const report = [...(await getTaxReport(year - 1)), ...(await getTaxReport(year))];
  const sum = (pick: (row: TaxReportRow) => number) => report.reduce((total, row) => total + pick(row), 0);
  expect({
    net: sum((row) => row.netCents),
    tax: sum((row) => row.taxCents),
    sales: sum((row) => row.sales),
    kept: sum((row) => row.chargedCents - row.givenBackCents),
  }).toEqual({
    net: revenueCents(payments),
    tax: taxCents(payments),
    sales: payments.length,
    kept: revenueCents(payments) + taxCents(payments),
  });

  for (const buyer of buyers) {
    const ledger = ledgerOf(history.model, buyer.userId);
    const me = (await call('GET /me', { token: buyer.token })).body as Item;
    // No overpayment stands: nothing beyond the highest tier's price.
    expect(me.standingSumCents as number).toBeLessThanOrEqual(TIERS.at(-1)?.priceCents ?? 0);
    expect({
      who: buyer.label,
      tierId: me.tierId,
      standingSumCents: me.standingSumCents,
      count: me.purchaseCount,
      processing: me.paymentProcessing,
    }).toEqual({
      who: buyer.label,
      tierId: ownedTierOf(ledger)?.id ?? null,
      standingSumCents: standingSumCents(ledger),
      count: ledger.filter(paymentStands).length,
      // Every event has arrived: a bank transfer shows as processing exactly while the bank has it.
      processing: history.stillProcessing(buyer),
    });
    const profile = find(`USER#${buyer.userId}`, 'PROFILE');
    expect({ who: buyer.label, currentTierId: profile?.currentTierId ?? null }).toEqual({
      who: buyer.label,
      currentTierId: currentTierOf(ledger)?.id ?? null,
    });
    const head = find(`USER#${buyer.userId}`, 'LEDGER');
    const summary = {
      pk: `USER#${buyer.userId}`,
      sk: 'LEDGER',
      ...summarizeLedger(ledger),
      version: expect.any(Number),
    };
    expect(head).toEqual(ledger.length === 0 ? undefined : summary);
  }

  // News for payments never fulfilled waits on their payment markers.
  for (const [paymentIntentId, early] of Object.entries(history.model.early)) {
    expect(find(`CHECKOUT#${paymentIntentId}`, 'PAYMENT')).toMatchObject({ ...early });
  }
  expectStripeChangesAudited(items, find);
  expectStripeChangesEmailed(items, find);
  expectCreatorCodeReports(items);
  await expectDuplicatesGivenBack(history, find);
}

/**
 * Each creator code's report is its purchases': one use each, their subtotals as gross, what the
 * code took off them as discounts, and every refund of them; the list price counted toward tiers
 * above, what was paid as revenue.
 */
function expectCreatorCodeReports(items: Item[]): void {
  const purchases = items.filter((item) => item.gsi1pk === 'PURCHASES');
  for (const code of items.filter((item) => item.sk === 'CREATOR_CODE')) {
    const used = purchases.filter((purchase) => purchase.creatorCode === code.code);
    const sum = (of: (purchase: Item) => number) => used.reduce((total, purchase) => total + of(purchase), 0);
    expect({
      code: code.code,
      uses: code.uses,
      grossCents: code.grossCents,
      discountCents: code.discountCents,
      refundedCents: code.refundedCents,
    }).toEqual({
      code: code.code,
      uses: used.length,
      grossCents: sum((purchase) => Number(purchase.valueCents)),
      discountCents: sum((purchase) => Number(purchase.valueCents) - Number(purchase.amountCents)),
      refundedCents: sum((purchase) => Number(purchase.refundedCents)),
    });
  }
}

/**
 * What Stripe did that the store took into its purchases: each refund of a fulfilled payment
 * (`refund-<refundId>`) and each payment lost in a dispute (`dispute-lost-<paymentIntentId>`), by the
 * ids their audit entries and emails carry.
 */
function stripeChangesOf(items: Item[], find: (pk: string, sk: string) => Item | undefined) {
  const refunds = items
    .filter((item) => item.sk === 'REFUND')
    .filter((item) => find(`CHECKOUT#${String(item.paymentIntentId)}`, 'PAYMENT')?.sessionId !== undefined)
    .map((item) => `refund-${String(item.pk).slice('CHECKOUT#'.length)}`)
    .sort();
  const lostDisputes = items
    .filter((item) => item.gsi1pk === 'PURCHASES' && item.disputeLost === true)
    .map((item) => `dispute-lost-${String(item.stripePaymentIntentId)}`)
    .sort();
  return { refunds, lostDisputes };
}

/**
 * Each refund the store took into a purchase has one audit entry, whichever path brought it and when;
 * so has each purchase lost in a dispute.
 */
function expectStripeChangesAudited(items: Item[], find: (pk: string, sk: string) => Item | undefined): void {
  const auditIds = (action: string) =>
    items
      .filter((item) => item.action === action)
      .map((item) => String(item.id))
      .sort();
  const { refunds, lostDisputes } = stripeChangesOf(items, find);
  expect(auditIds('payment_refunded')).toEqual(refunds);
  expect(auditIds('payment_dispute_lost')).toEqual(lostDisputes);
}

/**
 * Every refund recorded has exactly one refund email, and every lost dispute one dispute email,
 * whichever path brought the news, how often and when: to the address on the purchase, about it.
 */
function expectStripeChangesEmailed(items: Item[], find: (pk: string, sk: string) => Item | undefined): void {
  const emails = (template: string) =>
    items.filter((item) => String(item.pk).startsWith('OUTBOX#') && item.template === template);
  const ids = (template: string) =>
    emails(template)
      .map((item) => String(item.id))
      .sort();
  const { refunds, lostDisputes } = stripeChangesOf(items, find);
  expect(ids('payment-refunded')).toEqual(refunds);
  expect(ids('dispute-lost')).toEqual(lostDisputes);
  const purchases = items.filter((item) => item.gsi1pk === 'PURCHASES');
  for (const email of [...emails('payment-refunded'), ...emails('dispute-lost')]) {
    const message = email.message as Item;
    const purchase = purchases.find((candidate) => candidate.id === message.sessionId);
    expect({ id: email.id, to: message.to, userId: email.userId }).toEqual({
      id: email.id,
      to: purchase?.email,
      userId: purchase?.userId,
    });
  }
}

/**
 * Every payment judged a duplicate is refunded once, reason `duplicate`, for all that was left on it,
 * unless the buyer had it all back (refunds, a lost dispute) when the store asked; every overpayment
 * is refunded once, for its amount, unless Stripe held less than that then. Nothing else is refunded
 * but what the history refunded.
 */
async function expectDuplicatesGivenBack(history: StoreHistory, find: (pk: string, sk: string) => Item | undefined) {
  const duplicates = Object.values(history.model.payments).filter((payment) => payment.duplicate);
  expect([...history.owedBack.keys()].sort()).toEqual(duplicates.map((payment) => payment.sessionId).sort());
  for (const session of history.chargedSessions()) {
    const charge = history.chargeOf(session);
    const paymentIntentId = session.paid?.paymentIntentId as string;
    const refunds = (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data;
    const duplicateRefunds = refunds.filter((refund) => refund.reason === 'duplicate');
    const overpaymentRefunds = refunds.filter((refund) => refund.metadata?.givenBack === 'overpayment');
    const othersCents = refunds
      .filter((refund) => refund.reason !== 'duplicate' && refund.metadata?.givenBack !== 'overpayment')
      .reduce((sum, r) => sum + r.amount, 0);
    const owed = history.owedBack.get(session.sessionId) === true;
    const payment = history.model.payments[session.sessionId] as LedgerPayment;
    const overpaid = history.overpaidBack.get(session.sessionId) === true;
    expect({
      session: session.label,
      others: othersCents,
      duplicate: duplicateRefunds.map((r) => r.amount),
      overpayment: overpaymentRefunds.map((r) => r.amount),
    }).toEqual({
      session: session.label,
      others: charge.historyRefundedCents,
      // Nothing is refunded after a duplicate refund: it takes all that is left.
      duplicate: owed ? [charge.paidCents - othersCents] : [],
      overpayment: overpaid ? [overpaymentRefundCents(payment)] : [],
    });
    if (history.overpaidBack.has(session.sessionId)) {
      const noted = overpaid
        ? overpaymentRefunds[0]?.id
        : expect.stringMatching(/^(charge_already_refunded|charge_disputed|amount_too_large)$/);
      expect(find(`CHECKOUT#${session.sessionId}`, 'CHECKOUT')).toMatchObject({
        verdict: 'grant',
        overpaymentRefundId: noted,
      });
    }
    if (history.owedBack.has(session.sessionId)) {
      const noted = owed ? duplicateRefunds[0]?.id : expect.stringMatching(/^charge_(already_refunded|disputed)$/);
      expect(find(`CHECKOUT#${session.sessionId}`, 'CHECKOUT')).toMatchObject({
        verdict: 'duplicate',
        duplicateRefundId: noted,
      });
    }
  }
}

function purchaseFacts(row: Item) {
  const { id, userId, tierId, status, valueCents, amountCents, refundedCents, disputeLost, duplicate } = row;
  const overpaidCents = row.overpaidCents ?? 0;
  const taxCents = row.taxCents ?? 0;
  return {
    id,
    userId,
    tierId,
    status,
    valueCents,
    amountCents,
    taxCents,
    refundedCents,
    disputeLost,
    duplicate,
    overpaidCents,
  };
}

function paymentFacts(payment: LedgerPayment) {
  return {
    id: payment.sessionId,
    userId: payment.userId,
    tierId: payment.tierId,
    status: purchaseStatusOf(payment),
    valueCents: payment.valueCents,
    amountCents: payment.paidCents,
    taxCents: payment.taxCents ?? 0,
    refundedCents: payment.refundedCents,
    disputeLost: payment.disputeLost,
    duplicate: payment.duplicate,
    overpaidCents: payment.overpaidCents ?? 0,
  };
}

const sortById = <T extends { id: unknown }>(list: T[]) =>
  [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));

/**
 * Cases the generator must keep reaching. Measured over 100 histories: the rarest, an overpayment
 * refunded, in 2 (then racing checkouts weighed 1 of 18, now 2 of 19), an admin refund in 4.
 */
const MUST_REACH: Reached[] = [
  'duplicate refunded',
  'overpayment refunded',
  'news first',
  'dispute lost',
  'admin refund',
  'racing checkouts',
  'checkout fault',
  'admin refund retried',
  'delayed payment settled',
  'delayed payment failed',
  'promotion code',
];

describe('the store over random Stripe histories, events repeated and shuffled', () => {
  it('ends with the purchases, tiers, revenue and refunds the pure ledger gives', async () => {
    const buyers: Buyer[] = [
      { userId: USER_A, token: bed.auth.tokens.userA, label: 'A' },
      { userId: USER_B, token: bed.auth.tokens.userB, label: 'B' },
    ];
    const reached = new Set<Reached>();
    const deadline = Date.now() + TIME_LIMIT_MS;
    const parameters = propertyRuns(RUNS, TIME_LIMIT_MS);
    let playing: StoreHistory | undefined;
    const property = fc.asyncProperty(storeActionsArbitrary, deliveryPlanArbitrary, async (actions, plan) => {
      await bed.table.clear();
      await seedUser(USER_A, 'a@example.com');
      await seedUser(USER_B, 'b@example.com');
      await seedAdmin();
      const history = new StoreHistory(bed.harness, buyers, bed.auth.tokens.admin, faults);
      playing = history;
      try {
        for (const action of actions) await history.play(action);
        await history.settle(plan);
        await expectStoreAsLedger(history, buyers);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${message}\n\nThe history:\n${history.transcript.join('\n')}`, { cause: error });
      }
      for (const name of history.reached) reached.add(name);
    });
    const assertWithin = (runs: fc.Parameters<unknown>) =>
      fc.assert(property, runs).catch((error: unknown) => {
        throw interrupted(error) ? withHistoryInPlay(error, playing) : error;
      });
    await assertWithin(parameters);
    if (parameters.seed === undefined && (parameters.numRuns ?? 0) >= RUNS.deep) {
      // A generator that stopped reaching a case would pass silently. The rarest come up in a few
      // histories of a hundred, so the deep run plays more, a batch at a time, until each has.
      const missing = () => MUST_REACH.filter((name) => !reached.has(name));
      for (let extra = 0; extra < TOP_UP_MAX && missing().length > 0; extra += TOP_UP_BATCH) {
        await assertWithin({ ...propertyRuns(RUNS, deadline - Date.now()), numRuns: TOP_UP_BATCH });
      }
      expect(missing()).toEqual([]);
    }
  });
});

/** fast-check stopped at the time limit before any history failed (one may be stuck). */
const interrupted = (error: unknown) => error instanceof Error && error.message.startsWith('Property interrupted');

function withHistoryInPlay(error: unknown, history: StoreHistory | undefined): Error {
  const message = error instanceof Error ? error.message : String(error);
  const transcript = history?.transcript.join('\n') ?? '(none had started)';
  return new Error(`${message}\n\nThe history in play when time ran out:\n${transcript}`, { cause: error });
}
