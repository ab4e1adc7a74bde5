import type { EmailPreferences } from '../../email-preferences';
import type { Locale } from '../../locales';
import type { PresentedAmount } from '../../money';
import type { TicketStatus } from '../../tickets';
import type { TierId } from '../../tiers';
import type { GameAccount } from './game';
import type { ReceivedGift, SentGift } from './gifts';
import type { WallChoiceState, WallSpot } from './wall';

/**
 * The account area's response bodies (GET /me and the rest of /me) and the records the store keeps of
 * a supporter, which the admin's views extend. Amounts are integer cents; times are ISO-8601 UTC.
 */

export interface Profile {
  userId: string;
  email: string;
  createdAt: string;
  /**
   * The language the store writes to the supporter in: the one they signed up in, or chose since.
   * Accounts from before it was kept have none stored and read as English. The API always sends it;
   * screens read a missing one as English.
   */
  locale?: Locale;
}

export interface TierSubmission {
  tierId: TierId;
  tierName: string;
  nickname: string;
  jerseyBackName: string | null;
  submittedAt: string;
  updatedAt: string;
}

/**
 * A payment as the ledger sees it (shared/ledger.ts): paid; partly refunded (goodwill, the tier
 * stays); refunded in full; lost in a dispute; or refunded because it bought nothing (duplicate).
 */
export type PurchaseStatus =
  | 'paid'
  | 'partially_refunded'
  | 'refunded'
  | 'disputed'
  | 'duplicate_refunded'
  /** It bought its tier; the part of it beyond the highest tier's price was refunded. */
  | 'overpayment_refunded';

/**
 * One payment as every purchase list shows it; the admin lists extend it.
 * @public
 */
export interface Purchase {
  id: string;
  userId: string;
  tierId: TierId;
  tierName: string;
  /** What was paid: the full price, or the difference for an upgrade. */
  amountCents: number;
  currency: string;
  stripePaymentIntentId: string | null;
  status: PurchaseStatus;
  /** What Stripe has refunded of this payment so far, in cents. */
  refundedCents: number;
  createdAt: string;
  refundedAt: string | null;
}

/** A user-side ticket: a contact submission tied to the user. Internal notes never appear here. */
export interface Ticket {
  id: string;
  subject: string | null;
  message: string;
  status: TicketStatus;
  adminResponse: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

// GET /me
export interface MeResponse {
  profile: Profile | null;
  /** The highest-priced tier the user owns, or null. */
  tierId: TierId | null;
  /** The setup submitted for that tier, or null. */
  submission: TierSubmission | null;
  /**
   * The most recently submitted setup of another tier (shared/tier-setup.ts), or null: the setup of the
   * owned tier keeps its nickname and asks only what the tier adds. The API always sends it; screens
   * read a missing one as null.
   */
  earlierSubmission?: TierSubmission | null;
  /** Payments that stand (shared/ledger.ts). */
  purchaseCount: number;
  /** What the standing payments count toward tiers: an upgrade costs the target's price minus this. */
  standingSumCents: number;
  /**
   * A payment by a delayed method (a bank transfer) is waiting for the bank: its tier is not granted
   * yet. The API always sends it; screens read a missing one as false.
   */
  paymentProcessing?: boolean;
  /**
   * The supporter's gym wall choice: whether they opted in, and whether an admin hid their nickname.
   * The API always sends it; screens read a missing one as "not on the wall".
   */
  wall?: WallChoiceState & { spot: WallSpot | null };
  /** The supporter's linked game accounts (docs/game-integration.md). The API always sends it. */
  gameAccounts?: GameAccount[];
  /** Development updates by email: off until the supporter opts in. The API always sends it. */
  emailPreferences?: EmailPreferences;
}

// PUT /me/tier-submission
export type TierSubmissionResponse = TierSubmission;

// PUT /me/email-preferences
export type EmailPreferencesResponse = EmailPreferences;

// PUT /me/language
export interface LanguageChoiceResponse {
  locale: Locale;
}

// POST /email/unsubscribe
export interface UnsubscribeResponse {
  unsubscribed: true;
}

// PATCH /me/wall
export type WallChoiceResponse = WallChoiceState;

// GET /me/tickets
export interface TicketsResponse {
  tickets: Ticket[];
}

// GET /me/purchases
/**
 * A purchase as its supporter's own list names it: a payment's ledger status, or `processing` for a
 * bank transfer the bank has not settled (docs/payments.md, Payment states).
 */
export type MyPurchaseStatus = PurchaseStatus | 'processing';

/** The invoice Stripe issued for a payment: its page and PDF at Stripe. */
export interface PurchaseInvoice {
  number: string | null;
  url: string;
  pdfUrl: string | null;
}

/** What every entry of the supporter's purchase list says. */
interface MyPurchaseEntry {
  /** The order number the receipt and the refund emails name it by (shared/order-reference.ts). */
  orderNumber: string;
  /** When the purchase was stored (the receipt's date); for a processing payment, when the store learnt of it. */
  orderedAt: string;
  tierId: TierId;
  tierName: string;
}

/** A payment the store took: what was charged, the tax in it, what has been given back, and its invoice. */
export interface MyPaidPurchase extends MyPurchaseEntry {
  status: PurchaseStatus;
  /** What was charged, in US cents: the price, an upgrade's difference, less any creator code, plus tax. */
  amountCents: number;
  /** The tax Stripe Tax added at the billing address, in US cents (part of `amountCents`); 0 where none was due. */
  taxCents: number;
  /** The invoice Stripe issued (absent for payments from before the store asked for invoices). */
  invoice?: PurchaseInvoice;
  /** What the supporter was shown and paid in their own currency (absent: US dollars). */
  presented?: PresentedAmount;
  /** What Stripe has refunded of it so far, in US cents. */
  refundedCents: number;
  /** That refund in the currency paid, at the payment's own rate (absent: US dollars, or nothing refunded). */
  refundedPresented?: PresentedAmount;
  /** A gift the caller received and claimed: who sent it (when they chose to be named) and their message. */
  gift?: ReceivedGift;
}

/** A bank transfer the bank has not settled: its amount is stored with the purchase once the bank settles it. */
export interface MyProcessingPurchase extends MyPurchaseEntry {
  status: 'processing';
}

export type MyPurchase = MyPaidPurchase | MyProcessingPurchase;

export interface MyPurchasesResponse {
  /** Newest first. */
  purchases: MyPurchase[];
  /** The gifts the caller paid for someone else, newest first. */
  giftsSent: SentGift[];
}

// GET /me/data
/** A ticket in the caller's data download: what they sent (with the name and email they gave) and the answer. */
export interface AccountDataTicket extends Ticket {
  name: string;
  email: string;
}

/**
 * Everything the store keeps about the caller (docs/product.md §Privacy Policy): every record under
 * their account, the emails sent or queued about them and their address's place on the do-not-email
 * list. Never admin notes, the audit log, another person's records or the store's internal fields
 * (index keys, ledger values, short-lived counters and claims).
 */
export interface AccountDataResponse {
  exportedAt: string;
  profile: Profile | null;
  purchases: AccountDataPurchase[];
  /** Payments by a delayed method (a bank transfer) the store learnt of, settled, still processing or failed. */
  delayedPayments: AccountDataDelayedPayment[];
  tierSubmissions: TierSubmission[];
  tickets: AccountDataTicket[];
  /** The gym wall choice and where the nickname is listed (an admin's reason for hiding it is not included). */
  wall: WallChoiceState & { spot: WallSpot | null };
  /** Every game account linked to the account, those unlinked since included (their link is kept). */
  gameAccounts: AccountDataGameAccount[];
  /** Development updates by email on or off, with the time and source of the choice. */
  emailPreferences: EmailPreferences;
  /** The 'Set up your D1 Gang rewards' reminders while the tier setup is pending; null otherwise. */
  setupReminder: AccountDataSetupReminder | null;
  /** The gifts the user paid for others, with where each stands. */
  giftsSent?: SentGift[];
  /** The emails the store sent, or queued, to the caller or about them (a ticket's note to support), oldest first. */
  emails: AccountDataEmail[];
  /** Why the account's address is on the do-not-email list (SES reported it), or null when it is not. */
  doNotEmail: AccountDataSuppression | null;
}

/** A purchase with what is kept on it beyond the lists' fields. */
export interface AccountDataPurchase extends Purchase {
  /** The address the receipt went to, copied onto the purchase when it was made. */
  email: string | null;
  /** What the buyer was shown and paid in their own currency (absent: US dollars, what `amountCents` counts). */
  presented?: PresentedAmount;
  /** The creator code that discounted it, or null. */
  creatorCode: string | null;
  /** When the buyer started paying (the checkout's start). */
  purchasedAt: string;
  /** The tax Stripe Tax added (part of `amountCents`), and the billing country it was worked out for. */
  taxCents: number;
  billingCountry: string | null;
  /** The invoice Stripe issued, or null. */
  invoice: PurchaseInvoice | null;
  /** A gift the user received and claimed: who sent it (when they chose to be named) and their message. */
  gift?: ReceivedGift;
}

interface AccountDataDelayedPayment {
  /** The Checkout session; a purchase with the same id is the payment once settled. */
  sessionId: string;
  tierId: string;
  /** When the store learnt it was processing. */
  since: string;
  /** When the bank turned it down, or null. */
  failedAt: string | null;
}

/** A game account as linked, with when it was unlinked (null while it stands). */
export interface AccountDataGameAccount extends GameAccount {
  unlinkedAt: string | null;
}

/** A copy of an email as the store keeps it: the template and what it was filled with (it is rendered when sent). */
export interface AccountDataEmail {
  id: string;
  createdAt: string;
  /** Null while not sent, and for one never sent (withdrawn, or held back for the do-not-email list or consent). */
  sentAt: string | null;
  message: { template: string } & Record<string, unknown>;
}

interface AccountDataSuppression {
  email: string;
  reason: 'hard-bounce' | 'complaint';
  suppressedAt: string;
}

export interface AccountDataSetupReminder {
  tierId: TierId;
  remindersSent: number;
  /** Null once both reminders went out. */
  nextReminderAt: string | null;
}

// POST /me/deletion
export interface AccountDeletionResponse {
  deleted: true;
}

// PUT /me/two-step
/** The setting now, and that every session was signed out (the site signs in again). */
export interface TwoStepChangeResponse {
  enabled: boolean;
  signedOut: true;
}
