import type { PresentedAmount } from '../../money';
import type { UserSearchMatch } from '../../schemas/api';
import type { ContactListStatus, TicketStatus } from '../../tickets';
import type { TierId } from '../../tiers';
import type { Profile, Purchase, PurchaseInvoice, Ticket, TierSubmission } from './account';
import type { GameAccount } from './game';
import type { AdminGift } from './gifts';
import type { WallChoiceState } from './wall';

/** The admin area's response bodies. Amounts are integer cents; times are ISO-8601 UTC. */

/** The admin's view of a contact submission (a ticket when userId is set). */
export interface ContactSubmission extends Ticket {
  userId: string | null;
  name: string;
  email: string;
  adminNotes: string | null;
}

// GET /admin/role
export interface AdminRoleResponse {
  isAdmin: boolean;
}

/** A purchase as admin lists show it, with the buyer's email (null when no profile matches). */
export interface AdminPurchase extends Purchase {
  email: string | null;
  /** The tax Stripe Tax added, in US cents: part of `amountCents`, the total charged; the subtotal before tax is `amountCents - taxCents`. */
  taxCents: number;
  /** The billing country the tax was worked out for (ISO 3166-1 alpha-2); null when Stripe gave none. */
  billingCountry: string | null;
  /** The invoice Stripe issued for the payment; absent when none was issued or it was not known at fulfilment. */
  invoice?: PurchaseInvoice;
  /** What the buyer was shown and paid in their own currency (absent: US dollars, what `amountCents` counts). */
  presented?: PresentedAmount;
  /** A claimed gift: the purchase is the recipient's (`email`), paid by `gift.buyerEmail`. */
  gift?: { giftId: string; buyerId: string; buyerEmail: string };
}

/** One day of the overview's revenue chart (UTC day, `yyyy-mm-dd`): revenue kept, net of tax and of refunds made that day. */
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
  /** What the store keeps, net of tax. */
  totalRevenueCents: number;
  /** The tax the kept payments hold, beside the revenue (owed to tax authorities). */
  totalTaxCents: number;
  totalPurchases: number;
  pendingContacts: number;
  /** Supporters who own a tier and have not set it up yet. */
  setupPending: number;
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
  /**
   * With a search: how it matched. `prefix` is one read of the email index; `substring` reads a bounded
   * number of profiles per page (the next cursor carries on), when asked or when no email starts with it.
   */
  match?: UserSearchMatch;
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
  /** What the buyer was shown and paid in their own currency (absent: US dollars). */
  presented?: PresentedAmount;
  /** The tax Stripe Tax added, part of `amountCents`; refunds take it back in proportion. */
  taxCents: number;
  billingCountry: string | null;
  /** A claimed gift: the user received it; `buyerEmail` paid for it (null once the buyer deleted their account). */
  gift?: { giftId: string; buyerId: string; buyerEmail: string | null };
}

// GET /admin/users/{userId}
export interface AdminUserDetailResponse {
  profile: Profile;
  purchases: AdminUserPurchase[];
  submissions: TierSubmission[];
  /** The supporter's gym wall choice and whether an admin hid the nickname (and why). */
  wall?: WallChoiceState & { hiddenReason: string | null };
  ledger: LedgerLine;
  /** The supporter's linked game accounts, each with its last delivery. The API always sends it. */
  gameAccounts?: GameAccount[];
  /** The gifts they paid for others, and those sent to their address (claimed or not); newest first. */
  giftsSent?: AdminGift[];
  giftsReceived?: AdminGift[];
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
  | 'wall_shown'
  | 'game_key_created'
  | 'game_key_revoked'
  | 'game_account_unlinked'
  | 'update_sent'
  | 'creator_code_created'
  | 'creator_code_paused'
  | 'creator_code_resumed'
  | 'goal_created'
  | 'goal_edited'
  | 'goal_reordered'
  | 'goal_deleted'
  | 'gift_resent'
  | 'gift_cancelled';

/** The record an admin action concerns: a contact submission or a user (their payments). */
export interface AuditSubject {
  type: 'contact' | 'user' | 'game_key' | 'update' | 'creator_code' | 'goal';
  id: string;
}

/**
 * One admin action, or a payment change Stripe made outside the panel (a refund from Stripe's
 * dashboard, a lost dispute): who, when, on what, and the values before and after it.
 */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  /**
   * `stripe`: the change came from Stripe's events or the reconciler; `system`: the store's own rule
   * did it (a gift never claimed, cancelled at the end of its claim period). No admin is named for either.
   */
  actor: 'admin' | 'stripe' | 'system';
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
  /** Net of tax, with the tax beside it. */
  totalRevenueCents: number;
  totalTaxCents: number;
}

/**
 * One month and billing country of the tax report (GET /admin/tax-report): what happened in that month
 * (UTC) to purchases billed there. `chargedCents − givenBackCents = netCents + taxCents`.
 */
export interface TaxReportRow {
  /** `yyyy-mm`. */
  month: string;
  /** ISO 3166-1 alpha-2; null when Stripe gave no billing country. */
  country: string | null;
  /** Purchases made in the month. */
  sales: number;
  /** What they were charged, tax included (US cents). */
  chargedCents: number;
  /** Given back in the month, of any month's purchases: refunds, duplicates and overpayments, lost disputes. */
  givenBackCents: number;
  /** What the store keeps of the month's movements, net of tax. */
  netCents: number;
  /** The tax the month's movements hold: collected less what refunds took back. */
  taxCents: number;
}

// GET /admin/tax-report?year=yyyy
export interface TaxReportResponse {
  year: number;
  /** Oldest month first, then countries A–Z (no country last). */
  rows: TaxReportRow[];
}

// GET /admin/contacts
export interface AdminContactsResponse extends Page<ContactSubmission> {
  /** Every submission, whatever its status. */
  total: number;
  /** The status listed (`all`: every status together): `new` unless asked. */
  status: ContactListStatus;
  /** Submissions in each status, from the running totals. */
  counts: Record<TicketStatus, number>;
}

// GET /admin/contacts/{id}
export type AdminContactResponse = ContactSubmission;

// PATCH /admin/contacts/{id}
export type ContactPatchResponse = ContactSubmission;

// PATCH /admin/users/{userId}/wall
export type WallModerationResponse = WallChoiceState;
