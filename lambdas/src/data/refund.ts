import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { METRICS } from '@shared/contract/metrics';
import { SORT_KEY } from '@shared/contract/table-keys';
import type { LedgerPayment } from '@shared/ledger';
import { paymentStands } from '@shared/ledger';
import { disputeLostEffect, refundEffect } from '@shared/ledger-refund';
import { countEvent } from '../lib/business-metrics';
import { retry } from '../lib/retry';
import { type AuditActor, auditEntryItem, STRIPE_ACTOR } from './audit';
import { checkoutKey, checkoutPartition } from './checkout';
import { documentClient, tableName } from './client';
import { raceRetry } from './contention';
import { creatorCodeRefundItem } from './creator-code-uses';
import { ledgerChangeItems, paymentsOf, readUserLedger } from './ledger';
import { getPaymentMarker, type PaymentMarker, paymentMarkerWrite, type StripeRefund } from './payment';
import { disputeLostEmailItems, refundEmailItems } from './payment-change-emails';
import { ledgerPaymentOf, type PurchaseRecord, purchaseToItem } from './purchase';
import { type TransactItem, transactWriteOnce } from './transactions';

/** What Stripe says happened to a payment after it was made. */
export interface PaymentNews {
  /** A succeeded refund; partial refunds keep the tier, refunds that add up to the whole take it back. */
  refund?: StripeRefund;
  /** `charge.dispute.closed` with status `lost`, as Stripe's dispute says (final; a won dispute changes nothing). */
  disputeLost?: boolean;
}

/** Who the audit entry of an applied refund names: the admin and their reason, or Stripe and Stripe's reason. */
export interface RefundAuthor {
  actor: AuditActor;
  reason: string | null;
}

/**
 * - `applied`: the purchase and the user's ledger (owned tier, current tier, revenue) changed now.
 * - `noted`: the payment is not fulfilled yet; its fulfilment will take the news in.
 * - `unchanged`: the news was known already (a refund applied before, a repeat, a won dispute).
 */
export type PaymentNewsOutcome = 'applied' | 'noted' | 'unchanged';

/**
 * The applied-refund record: `CHECKOUT#<refundId>` / `REFUND`, written with `attribute_not_exists` in
 * the transaction that adds the refund to its payment, so a refund counts once however many paths
 * bring it. It shares the `CHECKOUT#` prefix with the payment marker (the fulfilment role's fence).
 */
function appliedRefundKey(refundId: string) {
  return { pk: checkoutPartition(refundId), sk: SORT_KEY.refund };
}

function appliedRefundPut(paymentIntentId: string, refund: StripeRefund, at: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...appliedRefundKey(refund.id), paymentIntentId, amountCents: refund.amountCents, appliedAt: at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

async function isRefundApplied(refundId: string): Promise<boolean> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: appliedRefundKey(refundId), ConsistentRead: true }),
  );
  return result.Item !== undefined;
}

/** The audit entry id of a refund: one per Stripe refund, whoever applied it. */
export function refundAuditId(refundId: string): string {
  return `refund-${refundId}`;
}

/**
 * Applies a refund or a dispute's outcome through the user's ledger: the purchase adds the refund
 * (once per refund id) or keeps a lost dispute, and the ledger's head, the admin's current tier and
 * the revenue are recomputed by the same rules as fulfilment. Idempotent, and the same whether it
 * comes before or after the fulfilment of the payment. A refund applied to a purchase writes its
 * audit entry (naming `author`, Stripe by default) in the same transaction, with the figures before
 * and after as that transaction read them: refunds applied at once chain, none is recorded from a
 * stale read. The supporter's email of the refund or the lost dispute goes in that transaction too
 * (data/payment-change-emails.ts).
 */
export async function recordPaymentNews(
  paymentIntentId: string,
  news: PaymentNews,
  author: RefundAuthor = { actor: STRIPE_ACTOR, reason: news.refund?.reason ?? null },
): Promise<PaymentNewsOutcome> {
  return retry(() => tryPaymentNews(paymentIntentId, news, author), raceRetry(`News of payment ${paymentIntentId}`));
}

async function tryPaymentNews(
  paymentIntentId: string,
  news: PaymentNews,
  author: RefundAuthor,
): Promise<PaymentNewsOutcome> {
  if (news.refund && (await isRefundApplied(news.refund.id))) return 'unchanged';
  const at = new Date();
  const refundRecord = news.refund ? [appliedRefundPut(paymentIntentId, news.refund, at.toISOString())] : [];
  const marker = await getPaymentMarker(paymentIntentId);
  if (!marker?.sessionId || !marker.userId) {
    const next = markerWithNews(marker ?? emptyMarker(paymentIntentId), news);
    if (marker && sameNews(next, marker)) return 'unchanged';
    // An unclaimed gift's payment moved its creator code's report when it was paid: so does its refund.
    const codeRefund =
      marker?.creatorCode && news.refund ? [creatorCodeRefundItem(marker.creatorCode, news.refund.amountCents)] : [];
    await transactWriteOnce([paymentMarkerWrite(next, marker), ...refundRecord, ...codeRefund]);
    return 'noted';
  }

  const ledger = await readUserLedger(marker.userId);
  const purchase = ledger.purchases.find((candidate) => candidate.id === marker.sessionId);
  if (!purchase) throw new Error(`Payment ${paymentIntentId} is linked to ${marker.sessionId}, which has no purchase`);
  const updated: PurchaseRecord = { ...purchase, ...withNews(purchase, news) };
  if (sameNews(updated, purchase)) return 'unchanged';

  const stoodBefore = paymentStands(ledgerPaymentOf(purchase));
  const takenBack = stoodBefore && !paymentStands(ledgerPaymentOf(updated));
  if (takenBack) updated.refundedAt = at.toISOString();
  const after = ledger.purchases.map((candidate) => (candidate.id === updated.id ? updated : candidate));
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: purchaseToItem(updated), ConditionExpression: 'attribute_exists(pk)' } },
    ...ledgerChangeItems(ledger, after),
    ...refundRecord,
    ...(purchase.creatorCode && news.refund
      ? [creatorCodeRefundItem(purchase.creatorCode, news.refund.amountCents)]
      : []),
  ];
  if (takenBack) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: checkoutKey(purchase.id),
        UpdateExpression: 'SET refundedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at.toISOString() },
      },
    });
  }
  // The supporter hears of the change in the transaction that records it, once per refund or dispute.
  if (news.refund) {
    items.push(refundAuditItem(paymentsOf(ledger), purchase, news.refund, author, at));
    items.push(...refundEmailItems(updated, news.refund, after, at, ledger.accountDeleted));
  }
  if (updated.disputeLost && !purchase.disputeLost) {
    items.push(disputeLostAuditItem(paymentsOf(ledger), purchase, at));
    items.push(...disputeLostEmailItems(updated, after, at, ledger.accountDeleted));
  }
  await transactWriteOnce(items);
  if (takenBack) countEvent(METRICS.refundsApplied);
  return 'applied';
}

/** The refund's audit entry, from the payments this transaction read and writes on the condition of their version. */
function refundAuditItem(
  payments: LedgerPayment[],
  purchase: PurchaseRecord,
  refund: StripeRefund,
  author: RefundAuthor,
  at: Date,
): TransactItem {
  const effect = refundEffect(payments, purchase.id, refund.amountCents);
  const about = { paymentIntentId: purchase.stripePaymentIntentId, tierId: purchase.tierId };
  return auditEntryItem(
    author.actor,
    {
      id: refundAuditId(refund.id),
      action: 'payment_refunded',
      subject: { type: 'user', id: purchase.userId },
      before: { ...about, ...effect.before },
      after: { ...about, ...effect.after },
      reason: author.reason,
    },
    at,
  );
}

/** A lost dispute's audit entry: Stripe's change, one per payment. */
function disputeLostAuditItem(payments: LedgerPayment[], purchase: PurchaseRecord, at: Date): TransactItem {
  const effect = disputeLostEffect(payments, purchase.id);
  const about = { paymentIntentId: purchase.stripePaymentIntentId, tierId: purchase.tierId };
  return auditEntryItem(
    STRIPE_ACTOR,
    {
      id: `dispute-lost-${purchase.stripePaymentIntentId}`,
      action: 'payment_dispute_lost',
      subject: { type: 'user', id: purchase.userId },
      before: { ...about, ...effect.before },
      after: { ...about, ...effect.after },
    },
    at,
  );
}

/**
 * The audit entries of what Stripe did to a payment before it was fulfilled, written by the
 * fulfilment that takes it in: each as it would have been had it come after, the refunds in the
 * order they came and then a lost dispute (`purchase` carries them all; `others` are the user's
 * other purchases).
 */
export function earlyNewsAuditItems(
  purchase: PurchaseRecord,
  others: readonly PurchaseRecord[],
  refunds: readonly StripeRefund[],
  at: Date,
): TransactItem[] {
  let stage: PurchaseRecord = {
    ...purchase,
    disputeLost: false,
    refundedCents: purchase.refundedCents - refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
  };
  const paymentsAt = (current: PurchaseRecord) => [current, ...others].map(ledgerPaymentOf);
  const items = refunds.map((refund) => {
    const item = refundAuditItem(paymentsAt(stage), stage, refund, { actor: STRIPE_ACTOR, reason: refund.reason }, at);
    stage = { ...stage, refundedCents: stage.refundedCents + refund.amountCents };
    return item;
  });
  if (purchase.disputeLost) items.push(disputeLostAuditItem(paymentsAt(stage), stage, at));
  return items;
}

type News = Pick<PaymentMarker, 'refundedCents' | 'disputeLost'>;

function withNews<T extends News>(current: T, news: PaymentNews): T {
  return {
    ...current,
    refundedCents: current.refundedCents + (news.refund?.amountCents ?? 0),
    disputeLost: current.disputeLost || news.disputeLost === true,
  };
}

function sameNews(a: News, b: News): boolean {
  return a.refundedCents === b.refundedCents && a.disputeLost === b.disputeLost;
}

function markerWithNews(marker: PaymentMarker, news: PaymentNews): PaymentMarker {
  const next = withNews(marker, news);
  return news.refund ? { ...next, earlyRefunds: [...marker.earlyRefunds, news.refund] } : next;
}

function emptyMarker(paymentIntentId: string): PaymentMarker {
  return {
    paymentIntentId,
    sessionId: null,
    userId: null,
    purchaseCreatedAt: null,
    refundedCents: 0,
    disputeLost: false,
    earlyRefunds: [],
  };
}
