/**
 * The stand-in's state file: sessions, refunds, disputes, coupons, promotion codes, invoices and
 * idempotency keys, so payments made before a restart can still be refunded, listed and reconciled
 * after it. Files written before refunds had their own list (an array of sessions, each with its
 * refunds) are still read.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BillingAddress } from './billing-address';
import type { IdempotentResult } from './idempotency';
import type { Invoice } from './invoices';
import type {
  CheckoutSession,
  Coupon,
  Dispute,
  LineItemInput,
  PaymentIntentStatus,
  PromotionCode,
  Refund,
} from './stripe-objects';

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItemInput[];
  chargeId: string | null;
  chargeCreated: number | null;
  /** Absent in files written before delayed payments: a session with a payment intent was paid at once. */
  paymentIntentStatus?: PaymentIntentStatus;
  /** Where the buyer said they are, for a session that calculates tax automatically (session-tax.ts). */
  billingAddress?: BillingAddress;
}

export interface SavedState {
  sessions: SessionRecord[];
  /** In the order they were made, oldest first. */
  refunds: Refund[];
  disputes: Dispute[];
  coupons: Coupon[];
  promotionCodes: PromotionCode[];
  /** In the order they were issued, which numbers them (invoices.ts). */
  invoices: Invoice[];
  idempotencyKeys: IdempotentResult[];
}

type EarlierRecord = SessionRecord & { refunds?: Refund[] };

export function readStateFile(file: string | undefined): SavedState {
  const empty: SavedState = {
    sessions: [],
    refunds: [],
    disputes: [],
    coupons: [],
    promotionCodes: [],
    invoices: [],
    idempotencyKeys: [],
  };
  if (!file || !existsSync(file)) return empty;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedState | EarlierRecord[];
  if (!Array.isArray(saved)) return { ...empty, ...saved };
  const refunds = saved.flatMap((record) => record.refunds ?? []).sort((a, b) => a.created - b.created);
  const sessions = saved.map(({ refunds: _refunds, ...record }) => record);
  return { ...empty, sessions, refunds };
}

export function writeStateFile(file: string | undefined, state: SavedState): void {
  if (file) writeFileSync(file, JSON.stringify(state));
}
