/**
 * The stand-in's state as its routes and the tests use it: what is remembered (state-store.ts) with
 * what Stripe does to it, by sessions (session-state.ts, session-tax.ts), payments (payment-state.ts),
 * invoices (invoice-state.ts) and refunds and disputes (reversal-state.ts).
 */
import type { BillingAddress } from './billing-address';
import type { PaidSessionRow } from './hosted-pages';
import { getInvoice } from './invoice-state';
import type { Invoice } from './invoices';
import type { ListParams } from './lists';
import { getCharge, getPaymentIntent, type PayOptions, pay, settle } from './payment-state';
import { createPromotionCode, getPromotionCode, updatePromotionCode } from './promotion-codes';
import { closeDispute, disputePage, getDispute, getRefund, refund, refundPage } from './reversal-state';
import type { Params } from './session-params';
import {
  createCoupon,
  createSession,
  expire,
  expireDue,
  listSessions,
  paidSessions,
  processingSessions,
  sessionPage,
} from './session-state';
import { locateOpenSession } from './session-tax';
import type { SessionRecord } from './state-file';
import { StateStore } from './state-store';
import {
  type Charge,
  type CheckoutSession,
  type Clock,
  type Coupon,
  type Dispute,
  type PaymentIntent,
  type PromotionCode,
  type Refund,
  type StripeEvent,
  type StripeList,
  systemClock,
} from './stripe-objects';

export class StripeState extends StateStore {
  constructor(file?: string, clock: Clock = systemClock) {
    super(file, clock);
  }

  createSession(params: Params, payPageBase: string): CheckoutSession {
    return createSession(this, params, payPageBase);
  }

  listSessions(filter: { paymentIntent?: string; limit?: number } = {}): CheckoutSession[] {
    return listSessions(this, filter);
  }

  sessionPage(params: ListParams): StripeList<CheckoutSession> {
    return sessionPage(this, params);
  }

  paidSessions(): PaidSessionRow[] {
    return paidSessions(this);
  }

  processingSessions(): SessionRecord[] {
    return processingSessions(this);
  }

  pay(id: string, options: PayOptions): StripeEvent {
    return pay(this, id, options);
  }

  settle(id: string, outcome: unknown, baseUrl: string): StripeEvent {
    return settle(this, id, outcome, baseUrl);
  }

  locate(id: string, address: BillingAddress): CheckoutSession {
    return locateOpenSession(this, id, address);
  }

  getInvoice(id: string): Invoice {
    return getInvoice(this, id);
  }

  getPaymentIntent(id: string): PaymentIntent {
    return getPaymentIntent(this, id);
  }

  createCoupon(params: Params): Coupon {
    return createCoupon(this, params);
  }

  createPromotionCode(params: Params): PromotionCode {
    return createPromotionCode(this, params);
  }

  updatePromotionCode(id: string, params: Params): PromotionCode {
    return updatePromotionCode(this, id, params);
  }

  getPromotionCode(id: string): PromotionCode {
    return getPromotionCode(this, id);
  }

  expire(id: string): { session: CheckoutSession; event: StripeEvent } {
    return expire(this, id);
  }

  expireDue(): StripeEvent[] {
    return expireDue(this);
  }

  refund(params: Params): { refund: Refund; event: StripeEvent } {
    return refund(this, params);
  }

  getRefund(id: string): Refund {
    return getRefund(this, id);
  }

  refundPage(params: ListParams): StripeList<Refund> {
    return refundPage(this, params);
  }

  closeDispute(body: Params): { dispute: Dispute; event: StripeEvent } {
    return closeDispute(this, body);
  }

  getDispute(id: string): Dispute {
    return getDispute(this, id);
  }

  disputePage(params: ListParams): StripeList<Dispute> {
    return disputePage(this, params);
  }

  getCharge(id: string): Charge {
    return getCharge(this, id);
  }
}
