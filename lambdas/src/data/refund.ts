import { METRICS } from '@shared/contract/metrics';
import { paymentStands } from '@shared/ledger';
import { countEvent } from '../lib/business-metrics';
import { retry } from '../lib/retry';
import { checkoutKey } from './checkout';
import { tableName } from './client';
import { settleRetry } from './contention';
import { ledgerChangeItems, readUserLedger } from './ledger';
import { getPaymentMarker, type PaymentMarker, paymentMarkerWrite } from './payment';
import { ledgerPaymentOf, type PurchaseRecord, purchaseToItem } from './purchase';
import { type TransactItem, transactWriteOnce } from './transactions';

/** What Stripe says happened to a payment after it was made. */
export interface PaymentNews {
  /** `charge.refunded`: the charge's cumulative `amount_refunded` (late or repeated news never lowers it). */
  refundedCents?: number;
  /** `charge.dispute.closed` with status `lost` (final; a won dispute changes nothing). */
  disputeLost?: boolean;
}

/**
 * - `applied`: the purchase and the user's ledger (owned tier, current tier, revenue) changed now.
 * - `noted`: the payment is not fulfilled yet; its fulfilment will take the news in.
 * - `unchanged`: the news was known already (a repeat, an older refund amount, a won dispute).
 */
export type PaymentNewsOutcome = 'applied' | 'noted' | 'unchanged';

/**
 * Applies a refund or a dispute's outcome through the user's ledger: the purchase keeps Stripe's
 * cumulative refunded amount and a lost dispute, and the ledger's head, the admin's current tier and
 * the revenue are recomputed by the same rules as fulfilment. Idempotent, and the same whether it
 * comes before or after the fulfilment of the payment. `alongside` (an admin refund's audit entry) is
 * written in the same transaction as the change, and not at all when nothing changes.
 */
export async function recordPaymentNews(
  paymentIntentId: string,
  news: PaymentNews,
  alongside: readonly TransactItem[] = [],
): Promise<PaymentNewsOutcome> {
  return retry(
    () => tryPaymentNews(paymentIntentId, news, alongside),
    settleRetry(`News of payment ${paymentIntentId}`),
  );
}

async function tryPaymentNews(
  paymentIntentId: string,
  news: PaymentNews,
  alongside: readonly TransactItem[],
): Promise<PaymentNewsOutcome> {
  const marker = await getPaymentMarker(paymentIntentId);
  if (!marker?.sessionId || !marker.userId) {
    const next = withNews(marker ?? emptyMarker(paymentIntentId), news);
    if (marker && sameNews(next, marker)) return 'unchanged';
    await transactWriteOnce([paymentMarkerWrite(next, marker), ...alongside]);
    return 'noted';
  }

  const ledger = await readUserLedger(marker.userId);
  const purchase = ledger.purchases.find((candidate) => candidate.id === marker.sessionId);
  if (!purchase) throw new Error(`Payment ${paymentIntentId} is linked to ${marker.sessionId}, which has no purchase`);
  const updated: PurchaseRecord = { ...purchase, ...withNews(purchase, news) };
  if (sameNews(updated, purchase)) return 'unchanged';

  const stoodBefore = paymentStands(ledgerPaymentOf(purchase));
  const takenBack = stoodBefore && !paymentStands(ledgerPaymentOf(updated));
  const at = new Date().toISOString();
  if (takenBack) updated.refundedAt = at;
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: purchaseToItem(updated), ConditionExpression: 'attribute_exists(pk)' } },
    ...ledgerChangeItems(
      ledger,
      ledger.purchases.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
    ),
  ];
  if (takenBack) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: checkoutKey(purchase.id),
        UpdateExpression: 'SET refundedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      },
    });
  }
  await transactWriteOnce([...items, ...alongside]);
  if (takenBack) countEvent(METRICS.refundsApplied);
  return 'applied';
}

type News = Pick<PaymentMarker, 'refundedCents' | 'disputeLost'>;

function withNews<T extends News>(current: T, news: PaymentNews): T {
  return {
    ...current,
    refundedCents: Math.max(current.refundedCents, news.refundedCents ?? 0),
    disputeLost: current.disputeLost || news.disputeLost === true,
  };
}

function sameNews(a: News, b: News): boolean {
  return a.refundedCents === b.refundedCents && a.disputeLost === b.disputeLost;
}

function emptyMarker(paymentIntentId: string): PaymentMarker {
  return {
    paymentIntentId,
    sessionId: null,
    userId: null,
    purchaseCreatedAt: null,
    refundedCents: 0,
    disputeLost: false,
  };
}
