import { ownedTierOf, paymentStands } from '@shared/ledger';
import type { TierId } from '@shared/tiers';
import { newOutboxEmail, outboxPut } from './outbox';
import type { EmailMessage } from './outbox-messages';
import type { StripeRefund } from './payment';
import { presentedPartOf } from './presented-amount';
import { ledgerPaymentOf, type PurchaseRecord } from './purchase';
import type { TransactItem } from './transactions';

/*
 * The emails that tell a supporter what a refund or a lost dispute did to their purchase, each put in
 * the transaction that records the change (so it is never lost, nor sent for a change not recorded).
 * Their outbox ids are made of what Stripe did, as the audit entries' are: `refund-<refundId>` and
 * `dispute-lost-<paymentIntentId>` (a charge has at most one dispute, and the ledger takes a payment
 * back once). The records written beside them already make each change apply once; the outbox put's
 * `attribute_not_exists` on that id makes a second email impossible even so.
 */

/** The outbox id of a refund's email: one per Stripe refund, whichever path applied it. */
function refundEmailId(refundId: string): string {
  return `refund-${refundId}`;
}

/** The outbox id of a lost dispute's email: one per payment. */
function disputeLostEmailId(paymentIntentId: string): string {
  return `dispute-lost-${paymentIntentId}`;
}

/**
 * The address a change to the purchase is told to: the purchase's, unless the account was deleted (then
 * none); a claimed gift's money is the buyer's, so its refunds and disputes are told to them.
 */
function recipientOf(purchase: PurchaseRecord, accountDeleted: boolean): string | null {
  if (accountDeleted) return null;
  return purchase.gift?.buyerEmail ?? purchase.email;
}

function ownedTierIdOf(purchases: readonly PurchaseRecord[]): TierId | null {
  return ownedTierOf(purchases.map(ledgerPaymentOf))?.id ?? null;
}

/** What both emails say of the purchase: the order, its tier, an amount of it (with the buyer's currency) and the tier now. */
function changeFacts(to: string, purchase: PurchaseRecord, amountCents: number, ownedTierId: TierId | null) {
  return {
    to,
    sessionId: purchase.id,
    orderedAt: purchase.createdAt,
    tierId: purchase.tierId,
    tierName: purchase.tierName,
    amountCents,
    ...presentedPartOf(amountCents, purchase.amountCents, purchase.presented),
    ownedTierId,
    ...(purchase.gift && purchase.email ? { giftFor: purchase.email } : {}),
  };
}

function emailPut(id: string, message: EmailMessage, purchase: PurchaseRecord, now: Date): TransactItem {
  // A claimed gift's email goes to its buyer, so it is filed under them (their download, their deletion).
  return outboxPut(newOutboxEmail(message, now, purchase.gift?.buyerId ?? purchase.userId, id));
}

/**
 * The email of one refund: `refunded` is the purchase with the refund taken in, `ledgerAfter` all the
 * user's purchases after the change (what the supporter owns is read from them). None without an address.
 */
export function refundEmailItems(
  refunded: PurchaseRecord,
  refund: StripeRefund,
  ledgerAfter: readonly PurchaseRecord[],
  now: Date,
  accountDeleted: boolean,
): TransactItem[] {
  const to = recipientOf(refunded, accountDeleted);
  if (!to) return [];
  const message: EmailMessage = {
    template: 'payment-refunded',
    givenBack: refunded.duplicate ? 'duplicate' : (refund.givenBack ?? 'refund'),
    takenBack: !paymentStands(ledgerPaymentOf(refunded)),
    ...changeFacts(to, refunded, refund.amountCents, ownedTierIdOf(ledgerAfter)),
  };
  return [emailPut(refundEmailId(refund.id), message, refunded, now)];
}

/**
 * The email of a lost dispute: the bank took back what was left of the payment (`disputed` is the
 * purchase lost, `ledgerAfter` all the user's purchases after the change). None without an address.
 */
export function disputeLostEmailItems(
  disputed: PurchaseRecord,
  ledgerAfter: readonly PurchaseRecord[],
  now: Date,
  accountDeleted: boolean,
): TransactItem[] {
  const to = recipientOf(disputed, accountDeleted);
  if (!to || !disputed.stripePaymentIntentId) return [];
  const takenCents = Math.max(0, disputed.amountCents - disputed.refundedCents);
  const message: EmailMessage = {
    template: 'dispute-lost',
    ...changeFacts(to, disputed, takenCents, ownedTierIdOf(ledgerAfter)),
  };
  return [emailPut(disputeLostEmailId(disputed.stripePaymentIntentId), message, disputed, now)];
}

/**
 * The emails of what Stripe did to a payment before it was fulfilled, written by the fulfilment that
 * takes it in: one per refund in the order they came (each saying whether the payment was taken back
 * at that refund, as it would had it come after), then a lost dispute. All say what the supporter
 * owns once the fulfilment is stored, since they arrive together. `purchase` carries all the news;
 * `others` are the user's other purchases.
 */
export function earlyNewsEmailItems(
  purchase: PurchaseRecord,
  others: readonly PurchaseRecord[],
  refunds: readonly StripeRefund[],
  now: Date,
  accountDeleted: boolean,
): TransactItem[] {
  const ledgerAfter = [purchase, ...others];
  let refundedCents = purchase.refundedCents - refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const items = refunds.flatMap((refund) => {
    refundedCents += refund.amountCents;
    const stage: PurchaseRecord = { ...purchase, disputeLost: false, refundedCents };
    return refundEmailItems(stage, refund, ledgerAfter, now, accountDeleted);
  });
  if (purchase.disputeLost) items.push(...disputeLostEmailItems(purchase, ledgerAfter, now, accountDeleted));
  return items;
}
