/**
 * What the stand-in remembers: Checkout Sessions with their line items, payment intents and charges,
 * coupons, promotion codes, refunds, disputes, invoices and idempotency keys. Kept in memory and,
 * when a file is given, written through to it so payments made before a restart of the stack can
 * still be refunded and listed after it.
 */
import { chargeOf } from './charges';
import { IdempotencyKeys } from './idempotency';
import type { Invoice } from './invoices';
import { newestFirst } from './lists';
import { readStateFile, type SessionRecord, writeStateFile } from './state-file';
import { resourceMissing } from './stripe-errors';
import type { Charge, Clock, Coupon, Dispute, PromotionCode, Refund } from './stripe-objects';

export class StateStore {
  readonly idempotencyKeys: IdempotencyKeys;
  private readonly records = new Map<string, SessionRecord>();
  /** Oldest first, as they were made. */
  readonly refunds: Refund[];
  readonly disputes: Dispute[];
  readonly coupons: Coupon[];
  readonly promotionCodes: PromotionCode[];
  readonly invoices: Invoice[];

  constructor(
    private readonly file: string | undefined,
    readonly clock: Clock,
  ) {
    const saved = readStateFile(file);
    for (const record of saved.sessions) this.records.set(record.session.id, record);
    this.refunds = saved.refunds;
    this.disputes = saved.disputes;
    this.coupons = saved.coupons;
    this.promotionCodes = saved.promotionCodes;
    this.invoices = saved.invoices;
    this.idempotencyKeys = new IdempotencyKeys(clock, saved.idempotencyKeys);
  }

  add(record: SessionRecord): void {
    this.records.set(record.session.id, record);
  }

  get(id: string): SessionRecord {
    const record = this.records.get(id);
    if (!record) throw resourceMissing('checkout.session', id);
    return record;
  }

  /** Every session's record, in the order they were made. */
  sessionRecords(): SessionRecord[] {
    return [...this.records.values()];
  }

  /** The charge behind a paid session, as `charge.*` events carry it. */
  charge(record: SessionRecord): Charge {
    const refunds = this.refunds.filter((refund) => refund.charge === record.chargeId);
    return chargeOf(record, newestFirst(refunds), this.disputeOf(record));
  }

  disputeOf(record: SessionRecord): Dispute | undefined {
    return this.disputes.find((dispute) => dispute.charge === record.chargeId);
  }

  /** Remembers a request's answer under its Idempotency-Key, in the state file too. */
  rememberIdempotent(key: string, request: string, params: unknown, statusCode: number, body: unknown): void {
    this.idempotencyKeys.remember(key, request, params, statusCode, body);
    this.save();
  }

  save(): void {
    writeStateFile(this.file, {
      sessions: this.sessionRecords(),
      refunds: this.refunds,
      disputes: this.disputes,
      coupons: this.coupons,
      promotionCodes: this.promotionCodes,
      invoices: this.invoices,
      idempotencyKeys: this.idempotencyKeys.toJSON(),
    });
  }
}
