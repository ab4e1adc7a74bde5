import type { TicketStatus } from '../tickets';
import type { TierId } from '../tiers';

/**
 * Response bodies of every API route (request bodies are their schemas' input, shared/schemas). Amounts
 * are integer cents; times are ISO-8601 UTC.
 */

export interface Profile {
  userId: string;
  email: string;
  createdAt: string;
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

/** The admin's view of a contact submission (a ticket when userId is set). */
export interface ContactSubmission extends Ticket {
  userId: string | null;
  name: string;
  email: string;
  adminNotes: string | null;
}

// GET /me
export interface MeResponse {
  profile: Profile | null;
  /** The highest-priced tier the user owns, or null. */
  tierId: TierId | null;
  /** The setup submitted for that tier, or null. */
  submission: TierSubmission | null;
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
}

// PATCH /me/wall
export interface WallChoiceState {
  showOnWall: boolean;
  hidden: boolean;
}
export type WallChoiceResponse = WallChoiceState;

// GET /wall
export interface WallNickname {
  nickname: string;
  /** When the supporter went on the wall. */
  since: string;
}
/** Where a supporter is listed on the wall, for their own page to highlight. */
export interface WallSpot extends WallNickname {
  tierId: TierId;
}
export interface WallTier {
  tierId: TierId;
  count: number;
  /** Newest first. */
  nicknames: WallNickname[];
  /** Pass back with ?tierId= for this tier's next page; absent on its last page. */
  cursor?: string;
}
export interface WallResponse {
  total: number;
  /** MVP first, down to Bench Player. */
  tiers: WallTier[];
}

// PATCH /admin/users/{userId}/wall
export type WallModerationResponse = WallChoiceState;
export type TierSubmissionResponse = TierSubmission;

// GET /me/tickets
export interface TicketsResponse {
  tickets: Ticket[];
}

// GET /me/data
/** A ticket in the caller's data download: what they sent (with the name and email they gave) and the answer. */
export interface AccountDataTicket extends Ticket {
  name: string;
  email: string;
}

/** Everything the store holds about the caller; never admin notes or the store's internal fields. */
export interface AccountDataResponse {
  exportedAt: string;
  profile: Profile | null;
  purchases: Purchase[];
  tierSubmissions: TierSubmission[];
  tickets: AccountDataTicket[];
  /** The gym wall choice and where the nickname is listed (an admin's reason for hiding it is not included). */
  wall: WallChoiceState & { spot: WallSpot | null };
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

// POST /contact
export interface ContactResponse {
  id: string;
}

// POST /checkout
export interface CheckoutResponse {
  url: string;
}

// POST /checkout/verify
/**
 * - `granted`: the payment bought the tier.
 * - `overpaid`: it bought the tier, and the part of it beyond the highest tier's price is refunded (`refundCents`).
 * - `duplicate`: the user already owned that tier or a higher one; the payment is refunded.
 * - `refunded`: the payment was refunded (or lost in a dispute), so it grants nothing.
 * - `processing`: paid by a delayed method (a bank transfer) the bank has not settled yet; the tier comes when it does.
 * - `pending` / `failed`: not paid (yet), or the delayed payment failed.
 */
type VerifyOutcome = 'granted' | 'overpaid' | 'duplicate' | 'refunded' | 'processing' | 'pending' | 'failed';

export interface VerifyResponse {
  success: boolean;
  outcome: VerifyOutcome;
  tierName: string;
  /** What this payment charged, in cents. */
  tierPrice: number;
  /** `overpaid` only: what of this payment is refunded, in cents (the part beyond the highest tier's price). */
  refundCents?: number;
}

// GET /admin/role
export interface AdminRoleResponse {
  isAdmin: boolean;
}

/** A purchase as admin lists show it, with the buyer's email (null when no profile matches). */
export interface AdminPurchase extends Purchase {
  email: string | null;
}

/** One day of the overview's revenue chart (UTC day, `yyyy-mm-dd`): revenue kept net of refunds made that day. */
interface RevenueDay {
  date: string;
  revenueCents: number;
}

/** Purchase rows of one tier, all time, counted as Total Purchases counts them. */
interface TierPurchases {
  tierId: TierId;
  count: number;
}

// GET /admin/overview
export interface OverviewResponse {
  totalUsers: number;
  totalRevenueCents: number;
  totalPurchases: number;
  pendingContacts: number;
  recentPurchases: AdminPurchase[];
  /** The last 30 days, oldest first, today last; days without sales are 0. */
  revenueByDay: RevenueDay[];
  /** Every tier of the catalogue, cheapest first. */
  purchasesByTier: TierPurchases[];
}

interface Page<T> {
  items: T[];
  /** Opaque; pass back as ?cursor= for the next page. Null on the last page. */
  nextCursor: string | null;
}

export interface AdminUser extends Profile {
  /** The admin's reading: the tier of the most recent purchase. */
  currentTierId: TierId | null;
}

// GET /admin/users
export interface AdminUsersResponse extends Page<AdminUser> {
  total: number;
}

/** The ledger line of a user (shared/ledger.ts): what their standing payments add up to and buy. */
export interface LedgerLine {
  standingSumCents: number;
  ownedTierId: TierId | null;
  creditCents: number;
}

/** A purchase as the admin's user detail shows it: with its value toward tiers, for the refund's tier effect. */
export interface AdminUserPurchase extends Purchase {
  /** What the payment counts toward tiers while it stands (the catalogue value of an upgrade). */
  valueCents: number;
  /** Lost in a dispute or refunded as a duplicate: nothing is left to refund. */
  disputeLost: boolean;
  duplicate: boolean;
  /** The part of its value beyond the highest tier's price, refunded by the store (absent: none). */
  overpaidCents?: number;
  purchasedAt: string;
}

// GET /admin/users/{userId}
export interface AdminUserDetailResponse {
  profile: Profile;
  purchases: AdminUserPurchase[];
  submissions: TierSubmission[];
  /** The supporter's gym wall choice and whether an admin hid the nickname (and why). */
  wall?: WallChoiceState & { hiddenReason: string | null };
  ledger: LedgerLine;
}

// POST /admin/payments/{paymentIntentId}/refund
export interface RefundResponse {
  /** What this refund gave back, in cents. */
  refundedCents: number;
  purchase: AdminUserPurchase;
  ledger: LedgerLine;
}

/** What an admin did; `wall_hidden`/`wall_shown` come with the gym wall. */
export type AuditAction =
  | 'contact_updated'
  | 'payment_refunded'
  | 'payment_dispute_lost'
  | 'wall_hidden'
  | 'wall_shown';

/** The record an admin action concerns: a contact submission or a user (their payments). */
export interface AuditSubject {
  type: 'contact' | 'user';
  id: string;
}

/**
 * One admin action, or a payment change Stripe made outside the panel (a refund from Stripe's
 * dashboard, a lost dispute): who, when, on what, and the values before and after it.
 */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  /** `stripe`: the change came from Stripe's events or the reconciler; no admin is named. */
  actor: 'admin' | 'stripe';
  adminId: string | null;
  adminEmail: string | null;
  at: string;
  subject: AuditSubject;
  before: Record<string, string | number | boolean | null>;
  after: Record<string, string | number | boolean | null>;
  /** The admin's stated reason, when the action takes one (refunds); Stripe's refund reason for Stripe's. */
  reason: string | null;
}

// GET /admin/audit
export type AdminAuditResponse = Page<AuditEntry>;

// GET /admin/purchases
export interface AdminPurchasesResponse extends Page<AdminPurchase> {
  total: number;
  totalRevenueCents: number;
}

// GET /admin/contacts
export interface AdminContactsResponse extends Page<ContactSubmission> {
  total: number;
}

// PATCH /admin/contacts/{id}
export type ContactPatchResponse = ContactSubmission;
