import type { EmailPreferences } from '../../email-preferences';
import type { TicketStatus } from '../../tickets';
import type { TierId } from '../../tiers';
import type { GameAccount } from './game';
import type { WallChoiceState, WallSpot } from './wall';

/**
 * The account area's response bodies (GET /me and the rest of /me) and the records the store keeps of
 * a supporter, which the admin's views extend. Amounts are integer cents; times are ISO-8601 UTC.
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
  /** The linked game accounts. */
  gameAccounts: GameAccount[];
  /** Development updates by email on or off, with the time and source of the choice. */
  emailPreferences: EmailPreferences;
  /** The 'Set up your D1 Gang rewards' reminders while the tier setup is pending; null otherwise. */
  setupReminder: AccountDataSetupReminder | null;
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
