import type { Purchase, PurchaseInvoice } from '@shared/api/types/account';
import type { AdminPurchase, AdminUserPurchase } from '@shared/api/types/admin';
import { GSI1, GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION, LIST_PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { type LedgerPayment, purchaseStatusOf } from '@shared/ledger';
import { ledgerPaymentOf as sharedLedgerPaymentOf } from '@shared/ledger-refund';
import { isTierId, type TierId } from '@shared/tiers';
import { tableName } from './client';
import { presentedAmountOf } from './presented-amount';
import { userPartition } from './profile';
import { type Item, type PageOptions, queryAll, queryPage } from './query-page';
import type { TransactItem } from './transactions';

/**
 * A stored purchase: one Checkout payment, what admin lists show (the buyer's email copied in at
 * fulfilment) plus what the payment ledger counts (shared/ledger.ts): the value it credits toward
 * tiers, Stripe's cumulative refunds, a lost dispute, a duplicate verdict. `status` is derived from
 * those and stored so lists can show it without the rules.
 */
export interface PurchaseRecord extends AdminPurchase {
  /** The session's pre-discount subtotal: counts toward tiers while the payment stands. */
  valueCents: number;
  disputeLost: boolean;
  duplicate: boolean;
  /** When the buyer started paying (the session's creation): orders purchases for the current tier. */
  purchasedAt: string;
  /** The creator code that discounted it: its refunds move that code's report. */
  creatorCode?: string;
  /**
   * When the store recorded Stripe's word that the buyer accepted the terms (and so asked for the
   * package at once, giving up the right of withdrawal): the fulfilment of the completed session.
   * Absent when the session carried no consent, or was fulfilled before the store asked for it.
   */
  termsAcceptedAt?: string;
  /** A gift the user claimed (docs/payments.md, Gifts): paid by another; emails about its money go to the buyer. */
  gift?: PurchaseGift;
}

/**
 * What a claimed gift's purchase keeps of it: what the admin sees, and what the recipient may: `from`
 * is the buyer's email only when they chose to be named (absent reads as anonymous, no message).
 */
export interface PurchaseGift extends NonNullable<AdminPurchase['gift']> {
  from?: string | null;
  message?: string | null;
}

/** Key of a purchase: under its user, ordered by time; `id` is the Checkout session id. */
function purchaseKey(userId: string, createdAt: string, id: string) {
  return { pk: userPartition(userId), sk: `${SORT_KEY.purchase}${createdAt}#${id}` };
}

export function isPurchaseItem(item: Item): boolean {
  return typeof item.sk === 'string' && item.sk.startsWith(SORT_KEY.purchase);
}

function tierPurchasesPartition(tierId: TierId): string {
  return `${GSI2_PARTITION.tierPurchases}${tierId}`;
}

/** A purchase's place in its tier's list: `PURCHASES#<tierId>` / `<createdAt>#<sessionId>`. */
export function tierPurchaseKeys(purchase: Pick<PurchaseRecord, 'tierId' | 'createdAt' | 'id'>) {
  return { gsi2pk: tierPurchasesPartition(purchase.tierId), gsi2sk: `${purchase.createdAt}#${purchase.id}` };
}

export function purchaseToItem(purchase: PurchaseRecord): Item {
  return {
    ...purchaseKey(purchase.userId, purchase.createdAt, purchase.id),
    gsi1pk: LIST_PARTITION.purchases,
    gsi1sk: `${purchase.createdAt}#${purchase.id}`,
    ...tierPurchaseKeys(purchase),
    ...purchase,
    status: purchaseStatusOf(ledgerPaymentOf(purchase)),
  };
}

export function purchaseFromItem(item: Item): PurchaseRecord {
  const tierId = String(item.tierId);
  if (!isTierId(tierId)) throw new Error(`Purchase ${String(item.id)} has an unknown tier`);
  const amountCents = Number(item.amountCents);
  const createdAt = String(item.createdAt);
  const record: PurchaseRecord = {
    id: String(item.id),
    userId: String(item.userId),
    tierId,
    tierName: String(item.tierName),
    amountCents,
    // Purchases from before the store collected tax have none, and no country.
    taxCents: typeof item.taxCents === 'number' ? item.taxCents : 0,
    billingCountry: typeof item.billingCountry === 'string' ? item.billingCountry : null,
    ...invoiceOf(item.invoice),
    valueCents: Number(item.valueCents),
    currency: String(item.currency),
    ...presentedAmountOf(item),
    stripePaymentIntentId: typeof item.stripePaymentIntentId === 'string' ? item.stripePaymentIntentId : null,
    status: 'paid',
    refundedCents: Number(item.refundedCents),
    disputeLost: item.disputeLost === true,
    duplicate: item.duplicate === true,
    ...(typeof item.overpaidCents === 'number' && item.overpaidCents > 0 ? { overpaidCents: item.overpaidCents } : {}),
    createdAt,
    purchasedAt: String(item.purchasedAt),
    refundedAt: typeof item.refundedAt === 'string' ? item.refundedAt : null,
    email: typeof item.email === 'string' ? item.email : null,
    ...(typeof item.creatorCode === 'string' ? { creatorCode: item.creatorCode } : {}),
    ...(typeof item.termsAcceptedAt === 'string' ? { termsAcceptedAt: item.termsAcceptedAt } : {}),
    ...purchaseGiftOf(item.gift),
  };
  return { ...record, status: purchaseStatusOf(ledgerPaymentOf(record)) };
}

/** The stored gift, when the purchase is a claimed gift. */
function purchaseGiftOf(value: unknown): { gift?: PurchaseGift } {
  if (!value || typeof value !== 'object') return {};
  const { giftId, buyerId, buyerEmail, from, message } = value as Record<string, unknown>;
  if (typeof giftId !== 'string' || typeof buyerId !== 'string' || typeof buyerEmail !== 'string') return {};
  return {
    gift: {
      giftId,
      buyerId,
      buyerEmail,
      from: typeof from === 'string' ? from : null,
      message: typeof message === 'string' ? message : null,
    },
  };
}

/** The stored invoice links, when the purchase has them. */
function invoiceOf(value: unknown): { invoice?: PurchaseInvoice } {
  if (!value || typeof value !== 'object') return {};
  const { number, url, pdfUrl } = value as Record<string, unknown>;
  if (typeof url !== 'string') return {};
  return {
    invoice: {
      number: typeof number === 'string' ? number : null,
      url,
      pdfUrl: typeof pdfUrl === 'string' ? pdfUrl : null,
    },
  };
}

/** The purchase as the ledger's rules take it (shared/ledger-refund.ts, also used by the admin panel). */
export const ledgerPaymentOf: (purchase: PurchaseRecord) => LedgerPayment = sharedLedgerPaymentOf;

/** A stored purchase as the admin's user detail shows it: the ledger's figures, without the copied email. */
export function adminUserPurchase(purchase: PurchaseRecord): AdminUserPurchase {
  const { email: _email, ...shown } = purchase;
  return shown;
}

/**
 * The write that replaces the buyer's email on a kept purchase (account deletion); amounts and
 * status stay, so revenue and counts do not move. Put it in a transaction with `ledgerVersionBump`.
 */
export function purchaseEmailChange(purchase: PurchaseRecord, email: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: purchaseKey(purchase.userId, purchase.createdAt, purchase.id),
      UpdateExpression: 'SET email = :email',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':email': email },
    },
  };
}

/**
 * A claimed gift's purchase without its buyer's address (the buyer deleted their account): the
 * recipient keeps the tier and the message; the gift names no sender any more.
 */
export function purchaseGiftSenderErasure(purchase: PurchaseRecord, tombstone: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: purchaseKey(purchase.userId, purchase.createdAt, purchase.id),
      UpdateExpression: 'SET gift.buyerEmail = :tombstone REMOVE gift.#from',
      ConditionExpression: 'attribute_exists(gift)',
      ExpressionAttributeNames: { '#from': 'from' },
      ExpressionAttributeValues: { ':tombstone': tombstone },
    },
  };
}

/** The user-facing fields of a purchase (the data download): none of the ledger's own. */
export function toPurchase(record: PurchaseRecord): Purchase {
  const { id, userId, tierId, tierName, amountCents, currency, stripePaymentIntentId, status } = record;
  return {
    id,
    userId,
    tierId,
    tierName,
    amountCents,
    currency,
    stripePaymentIntentId,
    status,
    refundedCents: record.refundedCents,
    createdAt: record.createdAt,
    refundedAt: record.refundedAt,
  };
}

/** A user's purchases, newest first (a handful at most: one per tier). */
export async function listPurchasesForUser(userId: string): Promise<PurchaseRecord[]> {
  const items = await queryAll({ index: null, partition: userPartition(userId), sortKeyPrefix: SORT_KEY.purchase });
  return items.map(purchaseFromItem);
}

/** Which purchases a list shows: one tier's, and those of the UTC days `from` to `to` (`yyyy-mm-dd`, both included). */
export interface PurchaseFilter {
  tierId?: TierId | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The purchases a filter shows, newest first, a page at a time, in one Query per page: all of them
 * on gsi1 (`PURCHASES`), one tier's on gsi2 (`PURCHASES#<tierId>`), the days as a range of the sort
 * key (`<createdAt>#<sessionId>`; `~` sorts after every time of the last day).
 */
export async function listPurchases(filter: PurchaseFilter, options: PageOptions) {
  const list = filter.tierId
    ? { index: GSI2, partition: tierPurchasesPartition(filter.tierId) }
    : { index: GSI1, partition: LIST_PARTITION.purchases };
  const days =
    filter.from || filter.to ? { sortKeyRange: { from: filter.from ?? '0', to: `${filter.to ?? '9999-12-31'}~` } } : {};
  const page = await queryPage({ ...list, ...days }, options);
  return { items: page.items.map(purchaseFromItem), nextCursor: page.nextCursor };
}

/** The newest purchases (the overview's "Recent Purchases"). */
export async function listRecentPurchases(count: number): Promise<PurchaseRecord[]> {
  return (await listPurchases({}, { limit: count })).items;
}
