import type Stripe from 'stripe';
import { type CheckoutRecord, getCheckoutRecord } from '../data/checkout';
import { recordFulfilment } from '../data/fulfilment';
import type { FulfilmentOutcome, PaidCheckout } from '../data/fulfilment-plan';
import type { GiftRecord } from '../data/gift-item';
import { countPurchaseFulfilled } from '../lib/business-metrics';
import { logger } from '../lib/logger';
import { parseCheckoutMetadata } from './checkout-metadata';
import { type ConversionsSettings, sendPurchaseConversion } from './conversions';
import { giveBackOwed } from './duplicate-refund';
import { fulfilGift, knownGiftPayment } from './gift-payment';
import { judgeSession, type SessionVerdict } from './session-verdict';
import { callStripe, isResourceMissing } from './stripe-client';
import { answerUnpaidSession } from './unpaid-session';

type PaidVerdict = Extract<SessionVerdict, { kind: 'paid' }>;

/** What fulfilment talks to besides the table. */
export interface PaymentServices {
  stripe: Stripe;
  /** Null when the Conversions API is not configured. */
  conversions: ConversionsSettings | null;
}

/** From the verify call: who asks (it must be the session's user) and the browser's tracking ids. */
export interface FulfilExtras {
  callerId?: string;
  eventId?: string | undefined;
  fbp?: string | undefined;
  fbc?: string | undefined;
}

export type Fulfilment =
  /** Stored (now or before); `record.verdict` and `record.refundedAt` tell whether it bought its tier. */
  | { kind: 'fulfilled'; outcome: FulfilmentOutcome; record: CheckoutRecord }
  /**
   * Nothing granted: open, a delayed payment still processing, failed or expired, or refused by the
   * checks. `recorded`: this call stored that a delayed payment is processing or failed.
   */
  | { kind: 'pending' | 'processing' | 'failed' | 'invalid'; tierName: string; amountCents: number; recorded: boolean }
  /** A gift's payment, kept on the gift (payments/gift-payment.ts): recorded now or before. */
  | { kind: 'gift'; gift: GiftRecord; recorded: boolean }
  /** No such session, or (for a verify call) not the caller's. */
  | { kind: 'not-found' };

/**
 * The one fulfilment of a Checkout Session, used by the verify call and the Stripe events. A session
 * already fulfilled is answered from its checkout record without asking Stripe; otherwise the session
 * is retrieved, judged against the catalogue and, when paid, stored once. Only the call that grants
 * sends the Conversions API Purchase.
 */
export async function fulfil(
  sessionId: string,
  services: PaymentServices,
  extras: FulfilExtras = {},
): Promise<Fulfilment> {
  const known = await getCheckoutRecord(sessionId);
  // A gift's session is answered to its buyer from the gift: unclaimed it has no record, claimed its record is the recipient's.
  const mayBeGift = !known || (extras.callerId !== undefined && known.userId !== extras.callerId);
  const paidGift = mayBeGift ? await knownGiftPayment(sessionId, extras) : null;
  if (paidGift) return paidGift;
  if (known) {
    // A duplicate or an overpayment whose refund failed before is given back now.
    await giveBackOwed(services.stripe, known);
    return answerFromRecord(known, 'repeat', extras);
  }

  const session = await retrieveSession(services, sessionId);
  if (!session) return { kind: 'not-found' } satisfies Fulfilment;
  if (extras.callerId !== undefined && session.client_reference_id !== extras.callerId) {
    return { kind: 'not-found' } satisfies Fulfilment;
  }

  const verdict = judgeSession(session);
  if (verdict.kind !== 'paid') {
    return (await answerUnpaidSession(sessionId, session, verdict, services.stripe)) satisfies Fulfilment;
  }

  if (!verdict.termsAccepted) {
    // Stripe takes no payment without the box ticked, so this is not the buyer's doing: a paid session is
    // never refused or refunded for it (money paths keep a paid purchase), only flagged for a look.
    logger.warn('A paid Checkout Session carries no consent to the terms: granted anyway', { sessionId });
  }
  // A gift's payment is kept on the gift until its recipient claims it: the buyer's ledger never counts it.
  // The buyer paid, so the sale's Purchase is theirs, sent by the call that records the payment; the
  // claim moves no money and sends none.
  const giftId = parseCheckoutMetadata(session.metadata)?.giftId;
  if (giftId) {
    const paid = paidCheckoutOf(sessionId, verdict);
    return fulfilGift(giftId, paid, extras, (gift) =>
      sendPaymentConversion(sessionId, giftPaymentConversion(paid, gift), verdict, services, extras),
    );
  }
  const { outcome, record } = await recordFulfilment(paidCheckoutOf(sessionId, verdict));
  await followUpFulfilment(sessionId, outcome, record, verdict, services, extras);
  return answerFromRecord(record, outcome, extras);
}

/** The session as Stripe holds it now; null when Stripe has no such session. */
async function retrieveSession(services: PaymentServices, sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    // With the invoice Stripe issued for it expanded: its links are stored with the purchase.
    return await callStripe((options) =>
      services.stripe.checkout.sessions.retrieve(sessionId, { expand: ['invoice'] }, options),
    );
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}

/** What fulfilment stores of a session judged paid. */
function paidCheckoutOf(sessionId: string, verdict: PaidVerdict): PaidCheckout {
  return {
    sessionId,
    userId: verdict.userId,
    tier: verdict.tier,
    amountCents: verdict.amountPaidCents,
    taxCents: verdict.taxCents,
    billingCountry: verdict.billingCountry,
    invoice: verdict.invoice,
    valueCents: verdict.valueCents,
    currency: verdict.currency,
    presented: verdict.presented,
    paymentIntentId: verdict.paymentIntentId,
    email: verdict.email,
    purchasedAt: verdict.purchasedAt,
    creatorCode: verdict.creatorCode && { code: verdict.creatorCode.code, holdId: verdict.creatorCode.holdId },
    termsAccepted: verdict.termsAccepted,
  };
}

/** What follows this call's fulfilment: the grant's follow-up, or the refund of a payment that bought nothing. */
async function followUpFulfilment(
  sessionId: string,
  outcome: FulfilmentOutcome,
  record: CheckoutRecord,
  verdict: PaidVerdict,
  services: PaymentServices,
  extras: FulfilExtras,
): Promise<void> {
  if (outcome === 'granted') {
    await followUpGrant(sessionId, record, verdict, services, extras);
  } else if (outcome === 'duplicate') {
    logger.warn('Payment bought nothing (tier already owned): refunding it', { sessionId, tierId: record.tierId });
    await giveBackOwed(services.stripe, record);
  } else if (outcome === 'stored-refunded') {
    logger.warn('Payment was refunded before fulfilment: purchase stored refunded', { sessionId });
  }
}

/** A grant: any overpayment given back, the purchase counted, and the Conversions API Purchase sent. */
async function followUpGrant(
  sessionId: string,
  record: CheckoutRecord,
  verdict: PaidVerdict,
  services: PaymentServices,
  extras: FulfilExtras,
): Promise<void> {
  logger.info('Tier granted', { sessionId, userId: record.userId, tierId: record.tierId });
  if (record.overpaidCents > 0) {
    logger.warn('Payment went beyond the highest tier: refunding the overpayment', {
      sessionId,
      overpaidCents: record.overpaidCents,
    });
    await giveBackOwed(services.stripe, record);
  }
  countPurchaseFulfilled(verdict.tier.id);
  await sendPaymentConversion(
    sessionId,
    {
      amountCents: record.amountCents,
      taxCents: record.taxCents,
      currency: record.currency,
      at: record.createdAt,
      creatorCode: record.creatorCode ?? null,
    },
    verdict,
    services,
    extras,
  );
}

/** What the Conversions API Purchase says of a payment this call stored. */
interface PaymentConversion {
  amountCents: number;
  taxCents: number;
  currency: string;
  /** When it was stored. */
  at: string;
  creatorCode: string | null;
}

/** A gift's payment as its Purchase tells it: what the buyer paid, when the gift was recorded paid. */
function giftPaymentConversion(paid: PaidCheckout, gift: GiftRecord): PaymentConversion {
  return {
    amountCents: paid.amountCents,
    taxCents: paid.taxCents,
    currency: paid.currency,
    at: gift.paidAt ?? paid.purchasedAt,
    creatorCode: paid.creatorCode?.code ?? null,
  };
}

/**
 * The Conversions API Purchase of a payment, a purchase's or a gift's, sent only by the call that stored
 * it, so repeated verifies, redelivered events and the reconciler send none again; its event id is the
 * browser pixel's (the checkout's), else the session's, so Meta counts the sale once.
 */
async function sendPaymentConversion(
  sessionId: string,
  paid: PaymentConversion,
  verdict: PaidVerdict,
  services: PaymentServices,
  extras: FulfilExtras,
): Promise<void> {
  await sendPurchaseConversion(
    services.conversions,
    {
      eventId: verdict.eventId ?? extras.eventId ?? sessionId,
      email: verdict.email,
      fbp: extras.fbp,
      fbc: extras.fbc,
      // The revenue before tax: the tax Stripe added is not the store's.
      valueCents: paid.amountCents - paid.taxCents,
      currency: paid.currency,
      eventTime: new Date(paid.at),
      creatorCode: paid.creatorCode,
    },
    logger,
  );
}

function answerFromRecord(record: CheckoutRecord, outcome: FulfilmentOutcome, extras: FulfilExtras): Fulfilment {
  if (extras.callerId !== undefined && record.userId !== extras.callerId) return { kind: 'not-found' };
  return { kind: 'fulfilled', outcome, record };
}
