import type { PurchaseInvoice } from '@shared/api/types/account';
import { judgePayment, type PaymentJudgement, paymentStands } from '@shared/ledger';
import type { PresentedAmount } from '@shared/money';
import type { Tier } from '@shared/tiers';
import { type CheckoutRecord, checkoutToItem } from './checkout';
import { tableName } from './client';
import { creatorCodeUseItems } from './creator-code-uses';
import { type GiftClaim, giftClaimItems, giftOfPurchase } from './gift-claim-items';
import { giftClaimedEmailPut } from './gift-paid-emails';
import { ledgerChangeItems, paymentsOf, type UserLedger } from './ledger';
import { newOutboxEmail, outboxPut } from './outbox';
import { type PaymentMarker, paymentMarkerWrite } from './payment';
import { earlyNewsEmailItems } from './payment-change-emails';
import { ledgerPaymentOf, type PurchaseRecord, purchaseToItem } from './purchase';
import { earlyNewsAuditItems } from './refund';
import type { TransactItem } from './transactions';

/** A Checkout Session judged paid, with what fulfilment stores. */
export interface PaidCheckout {
  sessionId: string;
  userId: string;
  tier: Tier;
  /** What the card was charged (promotion codes lower only this), with the tax Stripe Tax added. */
  amountCents: number;
  /** The tax in it; 0 where none was due. */
  taxCents: number;
  /** The billing country the tax was worked out for; null when Stripe gave none. */
  billingCountry: string | null;
  /** The invoice Stripe issued, when known. */
  invoice: PurchaseInvoice | null;
  /** The session's pre-discount subtotal: what it counts toward tiers. */
  valueCents: number;
  currency: string;
  /** What the buyer was shown and paid in their own currency; null when in USD. */
  presented: PresentedAmount | null;
  paymentIntentId: string | null;
  /** The buyer's email from Stripe; the profile's is used when Stripe has none. */
  email: string | null;
  /** When the session was created (ISO 8601). */
  purchasedAt: string;
  /** The creator code that discounted it, and the use its checkout held. */
  creatorCode: { code: string; holdId: string } | null;
  /** Whether Stripe says the buyer accepted the terms at checkout (consent.terms_of_service); absent is no. */
  termsAccepted?: boolean;
  /**
   * A gift's claim (data/gift-claim-items.ts): the payment is the buyer's, stored in the claimant's
   * (`userId`) ledger; `version` is the gift's as read, which the claim is conditional on.
   */
  gift?: GiftClaim;
}

/** What was read besides the ledger: whether the creator code's hold is still open. */
export interface FulfilmentReads {
  marker: PaymentMarker | null;
  creatorCodeHoldOpen: boolean;
}

/**
 * - `granted`: this call stored the purchase and it bought its tier (`record.overpaidCents` of it,
 *   beyond the highest tier's price, must be given back).
 * - `duplicate`: this call stored the purchase, but the user already owned the tier or a higher one:
 *   the payment buys nothing and must be given back.
 * - `stored-refunded`: this call stored the purchase, but the payment had already been refunded in
 *   full or lost in a dispute.
 * - `repeat`: the session was fulfilled before (or concurrently); nothing was written.
 */
export type FulfilmentOutcome = 'granted' | 'duplicate' | 'stored-refunded' | 'repeat';

/** What one fulfilment writes, decided from what was read: the outcome, the checkout record and the transaction. */
export interface FulfilmentPlan {
  outcome: Exclude<FulfilmentOutcome, 'repeat'>;
  record: CheckoutRecord;
  /** The checkout record first, so that its condition failing (fulfilled meanwhile) is found at index 0. */
  items: TransactItem[];
}

/**
 * Judges a paid session against the user's ledger as it was read (and the payment marker's early
 * news) and builds the one transaction that stores it: the checkout record (the once-only guard), the
 * marker's link, the purchase, the ledger's new head, current tier and totals, the audit entries and
 * the buyer's emails of early news, and the buyer's receipt when the grant stands. Pure: nothing is
 * read or written here.
 */
export function planFulfilment(
  paid: PaidCheckout,
  ledger: UserLedger,
  { marker, creatorCodeHoldOpen }: FulfilmentReads,
  now: Date,
): FulfilmentPlan {
  const judgement = judgeCheckout(paid, ledger);
  const { verdict } = judgement;
  const createdAt = now.toISOString();
  const purchase = purchaseOf(paid, ledger, marker, judgement, createdAt);
  const takenBack = !purchase.duplicate && !paymentStands(ledgerPaymentOf(purchase));
  if (takenBack) purchase.refundedAt = createdAt;
  const record = checkoutRecordOf(paid, purchase, judgement, createdAt);

  const items: TransactItem[] = [
    // First, so that its condition failing (fulfilled meanwhile) is found at index 0.
    { Put: { TableName: tableName(), Item: checkoutToItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(paid.paymentIntentId ? [linkMarker(paid, createdAt, marker)] : []),
    {
      Put: { TableName: tableName(), Item: purchaseToItem(purchase), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    // Every purchase row is counted (admin lists show them all); revenue moves by what the ledger keeps.
    ...ledgerChangeItems(
      ledger,
      [purchase, ...ledger.purchases],
      { purchaseCount: 1, purchasedTierId: purchase.tierId },
      now,
    ),
    // The creator code's report moves with the payment it brought in (a gift's moved when it was paid).
    ...(paid.gift ? [] : creatorCodeReportItems(paid, purchase, creatorCodeHoldOpen)),
    // A gift's claim: the gift claimed (on the version read) and its unclaimed marker gone.
    ...(paid.gift ? giftClaimItems(paid.gift, paid.userId, createdAt) : []),
    // Refunds and a lost dispute that came before now are audited, and told to the buyer, as they are taken in.
    ...earlyNewsAuditItems(purchase, ledger.purchases, marker?.earlyRefunds ?? [], now),
    ...earlyNewsEmailItems(purchase, ledger.purchases, marker?.earlyRefunds ?? [], now, ledger.accountDeleted),
    // The buyer hears what the tier includes only when the grant stands (not a duplicate, not taken back);
    // a gift's recipient hears it without the price, and who it is from.
    ...(verdict === 'grant' && !takenBack && purchase.email && !ledger.accountDeleted
      ? [
          paid.gift
            ? giftClaimedEmailPut(
                { giftId: paid.gift.giftId, from: giftOfPurchase(paid.gift).from },
                paid,
                purchase.email,
                now,
              )
            : grantedEmailPut(paid, purchase.email, purchase.createdAt, now),
        ]
      : []),
  ];
  const outcome = purchase.duplicate ? 'duplicate' : takenBack ? 'stored-refunded' : 'granted';
  return { outcome, record, items };
}

/** The payment judged against the ledger as it was read. */
function judgeCheckout(paid: PaidCheckout, ledger: UserLedger): PaymentJudgement {
  // A payment that completes after its buyer deleted the account (a session opened before) buys
  // nothing anyone can use: it is given back as a duplicate is, through the same refund path.
  return ledger.accountDeleted
    ? { verdict: 'duplicate' as const, overpaidCents: 0 }
    : judgePayment(paymentsOf(ledger), {
        tierId: paid.tier.id,
        valueCents: paid.valueCents,
        paidCents: paid.amountCents,
      });
}

/** The purchase as it is stored, the marker's early news taken in (its `refundedAt` is set by the caller). */
function purchaseOf(
  paid: PaidCheckout,
  ledger: UserLedger,
  marker: PaymentMarker | null,
  { verdict, overpaidCents }: PaymentJudgement,
  createdAt: string,
): PurchaseRecord {
  return {
    id: paid.sessionId,
    userId: paid.userId,
    tierId: paid.tier.id,
    tierName: paid.tier.name,
    amountCents: paid.amountCents,
    taxCents: paid.taxCents,
    billingCountry: paid.billingCountry,
    ...(paid.invoice ? { invoice: paid.invoice } : {}),
    valueCents: paid.valueCents,
    currency: paid.currency,
    ...(paid.presented ? { presented: paid.presented } : {}),
    stripePaymentIntentId: paid.paymentIntentId,
    status: 'paid',
    // A refund or lost dispute that came first is taken in now.
    refundedCents: marker?.refundedCents ?? 0,
    disputeLost: marker?.disputeLost ?? false,
    duplicate: verdict === 'duplicate',
    ...(overpaidCents > 0 ? { overpaidCents } : {}),
    createdAt,
    purchasedAt: paid.purchasedAt,
    refundedAt: null,
    // A payment that completes after its buyer deleted the account keeps the tombstone, not Stripe's email.
    email: ledger.accountDeleted ? ledger.profileEmail : (paid.email ?? ledger.profileEmail),
    ...(paid.creatorCode ? { creatorCode: paid.creatorCode.code } : {}),
    ...(paid.termsAccepted ? { termsAcceptedAt: createdAt } : {}),
    ...(paid.gift ? { gift: giftOfPurchase(paid.gift) } : {}),
  };
}

/** The checkout record: the once-only guard of this session's fulfilment, and what the verify call answers from. */
function checkoutRecordOf(
  paid: PaidCheckout,
  purchase: PurchaseRecord,
  { verdict, overpaidCents }: PaymentJudgement,
  createdAt: string,
): CheckoutRecord {
  return {
    sessionId: paid.sessionId,
    userId: paid.userId,
    tierId: paid.tier.id,
    tierName: paid.tier.name,
    amountCents: paid.amountCents,
    taxCents: paid.taxCents,
    currency: paid.currency,
    ...(paid.presented ? { presented: paid.presented } : {}),
    ...(paid.creatorCode ? { creatorCode: paid.creatorCode.code } : {}),
    paymentIntentId: paid.paymentIntentId,
    createdAt,
    refundedAt: purchase.refundedAt,
    verdict,
    duplicateRefundId: null,
    overpaidCents,
    overpaymentRefundId: null,
  };
}

/** The creator code's report moved by this payment; none without a code. */
function creatorCodeReportItems(paid: PaidCheckout, purchase: PurchaseRecord, holdOpen: boolean): TransactItem[] {
  return paid.creatorCode
    ? creatorCodeUseItems(
        {
          code: paid.creatorCode.code,
          holdId: paid.creatorCode.holdId,
          grossCents: paid.valueCents,
          discountCents: paid.valueCents - paid.amountCents,
          // Refunds Stripe reported before the payment was fulfilled move the report in the same update.
          refundedCents: purchase.refundedCents,
        },
        holdOpen,
      )
    : [];
}

/** The receipt telling the buyer what the tier includes, with the order it was bought in, queued in the outbox. */
function grantedEmailPut(paid: PaidCheckout, to: string, orderedAt: string, now: Date): TransactItem {
  return outboxPut(
    newOutboxEmail(
      {
        template: 'tier-granted',
        to,
        tierId: paid.tier.id,
        tierName: paid.tier.name,
        sessionId: paid.sessionId,
        orderedAt,
        amountCents: paid.amountCents,
        ...(paid.presented ? { presented: paid.presented } : {}),
        taxCents: paid.taxCents,
        ...(paid.invoice ? { invoiceUrl: paid.invoice.url } : {}),
      },
      now,
      paid.userId,
    ),
  );
}

/** Links the payment intent to this purchase, keeping any early news it held. */
function linkMarker(paid: PaidCheckout, createdAt: string, seen: PaymentMarker | null): TransactItem {
  return paymentMarkerWrite(
    {
      paymentIntentId: paid.paymentIntentId as string,
      sessionId: paid.sessionId,
      userId: paid.userId,
      purchaseCreatedAt: createdAt,
      refundedCents: seen?.refundedCents ?? 0,
      disputeLost: seen?.disputeLost ?? false,
      earlyRefunds: seen?.earlyRefunds ?? [],
    },
    seen,
  );
}
