import { GSI2_PARTITION, LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { GIFT_STATUSES, type GiftStatus } from '@shared/gifts';
import { LOCALES, type Locale } from '@shared/locales';
import { isTierId, type TierId } from '@shared/tiers';
import { checkoutPartition } from './checkout';
import type { PaidCheckout } from './fulfilment-plan';
import type { Item } from './query-page';

/**
 * A gift (docs/payments.md, Gifts): a tier one supporter pays for and another claims by email.
 * - `CHECKOUT#GIFT#<giftId>` / `GIFT`: the gift. Written `awaiting_payment` when its checkout starts;
 *   `unclaimed` with the payment once Stripe says it is paid; `claimed` in the transaction that stores
 *   the payment in the recipient's ledger (fulfilment-plan.ts, with the recipient as the user);
 *   `cancelled` when the admin or the claim period ends it. Every change is conditional on `version`.
 *   Once paid it is listed in gsi1 `GIFTS` (the admin) and gsi2 `GIFTS_FROM#<buyer>` (My purchases).
 * - `CHECKOUT#GIFT#<giftId>` / `UNCLAIMED`: present while a paid gift waits for its recipient, in gsi1
 *   `GIFTS_UNCLAIMED` (the sweep's reminders and the claim period) and gsi2 `GIFTS_TO#<email lower>`
 *   (the recipient's own list); deleted in the transaction that claims or cancels the gift.
 * - `CHECKOUT#<sessionId>` / `GIFT`: names the gift a Checkout Session paid for, so the verify call
 *   and the reconciler know a session is a gift without asking Stripe. Written with the payment.
 * Under the payments prefix, like creator codes: the fulfilment and refund roles write it.
 */

/** The payment as fulfilment stores it, kept on the gift until the claim takes it into a ledger. */
export type GiftPayment = Omit<PaidCheckout, 'userId' | 'tier'>;

export interface GiftRecord {
  giftId: string;
  status: GiftStatus;
  tierId: TierId;
  buyerId: string;
  buyerEmail: string;
  /** The address as the buyer typed it (trimmed); matched ignoring case. */
  recipientEmail: string;
  message: string | null;
  /** Whether the recipient is told the buyer's email. */
  showSender: boolean;
  /**
   * The language of the page the buyer bought it from: the gift's emails to its recipient speak it,
   * as they may have no account to keep one on. Absent on gifts bought before it was kept (English).
   */
  locale?: Locale;
  /** When the checkout started. */
  createdAt: string;
  /** Set once paid. */
  paidAt: string | null;
  payment: GiftPayment | null;
  claimedBy: string | null;
  claimedAt: string | null;
  cancelledAt: string | null;
  /** Who cancelled it: an admin's id, or `claim-period` when it was never claimed. */
  cancelledBy: string | null;
  /** The Stripe refund of a cancelled gift, once made, and what it gave back (what was left of the payment). */
  cancelRefundId: string | null;
  cancelRefundCents: number | null;
  /** When the claim email was last sent (first send, a reminder, the admin's resend), and how many reminders went. */
  lastEmailedAt: string | null;
  remindersSent: number;
  version: number;
}

export function giftPartition(giftId: string): string {
  return `${PARTITION.gift}${giftId}`;
}

export function giftKey(giftId: string) {
  return { pk: giftPartition(giftId), sk: SORT_KEY.gift };
}

export function giftUnclaimedKey(giftId: string) {
  return { pk: giftPartition(giftId), sk: SORT_KEY.giftUnclaimed };
}

/** `CHECKOUT#<sessionId>` / `GIFT`: the gift a session paid for. */
export function sessionGiftKey(sessionId: string) {
  return { pk: checkoutPartition(sessionId), sk: SORT_KEY.gift };
}

/** The index keys of a paid gift: the admin's list and the buyer's. */
function paidGiftIndexKeys(record: Pick<GiftRecord, 'giftId' | 'buyerId'>, paidAt: string) {
  const listed = `${paidAt}#${record.giftId}`;
  return {
    gsi1pk: LIST_PARTITION.gifts,
    gsi1sk: listed,
    gsi2pk: `${GSI2_PARTITION.giftsFrom}${record.buyerId}`,
    gsi2sk: listed,
  };
}

/** The unclaimed marker of a paid gift: in the sweep's list and the recipient's. */
export function giftUnclaimedItem(record: Pick<GiftRecord, 'giftId' | 'recipientEmail'>, paidAt: string): Item {
  const listed = `${paidAt}#${record.giftId}`;
  return {
    ...giftUnclaimedKey(record.giftId),
    giftId: record.giftId,
    paidAt,
    gsi1pk: LIST_PARTITION.giftsUnclaimed,
    gsi1sk: listed,
    gsi2pk: `${GSI2_PARTITION.giftsTo}${record.recipientEmail.toLowerCase()}`,
    gsi2sk: listed,
  };
}

export function giftToItem(record: GiftRecord): Item {
  const fields = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
  return {
    ...giftKey(record.giftId),
    ...fields,
    recipientEmailLower: record.recipientEmail.toLowerCase(),
    ...(record.paidAt ? paidGiftIndexKeys(record, record.paidAt) : {}),
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

function isGiftStatus(value: unknown): value is GiftStatus {
  return typeof value === 'string' && (GIFT_STATUSES as readonly string[]).includes(value);
}

export function giftFromItem(item: Item): GiftRecord {
  const tierId = String(item.tierId);
  if (!isTierId(tierId)) throw new Error(`Gift ${String(item.giftId)} has an unknown tier`);
  if (!isGiftStatus(item.status)) throw new Error(`Gift ${String(item.giftId)} has an unknown status`);
  return {
    giftId: String(item.giftId),
    status: item.status,
    tierId,
    buyerId: String(item.buyerId),
    buyerEmail: String(item.buyerEmail),
    recipientEmail: String(item.recipientEmail),
    message: text(item.message),
    showSender: item.showSender === true,
    ...(isLocale(item.locale) ? { locale: item.locale } : {}),
    createdAt: String(item.createdAt),
    paidAt: text(item.paidAt),
    payment: item.payment && typeof item.payment === 'object' ? (item.payment as GiftPayment) : null,
    claimedBy: text(item.claimedBy),
    claimedAt: text(item.claimedAt),
    cancelledAt: text(item.cancelledAt),
    cancelledBy: text(item.cancelledBy),
    cancelRefundId: text(item.cancelRefundId),
    cancelRefundCents: typeof item.cancelRefundCents === 'number' ? item.cancelRefundCents : null,
    lastEmailedAt: text(item.lastEmailedAt),
    remindersSent: typeof item.remindersSent === 'number' ? item.remindersSent : 0,
    version: typeof item.version === 'number' ? item.version : 0,
  };
}
