import type { LedgerEvent, LedgerSession } from '@shared/ledger-events';
import { isTierId } from '@shared/tiers';
import fc from 'fast-check';
import type { Charge, CheckoutSession, Dispute, StripeEvent } from '../../../infra/local/stripe/stripe-objects';

/*
 * The actions of the random payment histories in store-history.ts, the stand-in controls they use,
 * and how the pure ledger and the history read the Stripe objects they produce. Test support only;
 * no product code imports it.
 */

/** A buyer of the history, with the access token the handlers verify. */
export interface Buyer {
  userId: string;
  token: string;
  /** A or B: names the buyer's sessions in the transcript (A1, A2, B1...). */
  label: string;
}

/** A Checkout Session the history opened; `paid` once Stripe took the payment. */
export interface HistorySession {
  label: string;
  sessionId: string;
  buyer: Buyer;
  paid: LedgerSession | null;
  /** Paid by bank transfer: processing until the bank settles it (then `paid` when it succeeded). */
  delayed?: 'processing' | 'succeeded' | 'failed';
}

/** An event the stand-in emitted during the history; `label` names it without Stripe's random ids. */
export interface CapturedEvent {
  label: string;
  event: StripeEvent;
}

/** How a paid session first reaches the store: its completed event, the buyer's verify call, both, or later. */
export type Fulfil = 'event' | 'verify' | 'both' | 'late';

/** What happens next, in Stripe's time. Picks are taken modulo whatever there is to pick from. */
export type StoreAction =
  /** POST /checkout for one of the tiers the store offers the user now; paid at once, by bank transfer, or left open. */
  | {
      do: 'checkout';
      user: number;
      tier: number;
      payment: 'open' | 'paid' | 'paid-withheld' | 'paid-delayed';
      fulfil: Fulfil;
    }
  /** The bank settles a payment by bank transfer; its event withheld or not (withheld: the buyer verifies). */
  | { do: 'settle'; pick: number; outcome: 'succeeded' | 'failed'; withheld: boolean; fulfil: Fulfil }
  /**
   * A session the store would make with a creator code taking `percentOff` off (the admin makes the
   * code; the session is made at Stripe with its promotion code as the discount).
   */
  | { do: 'promotion'; user: number; tier: number; percentOff: number; fulfil: Fulfil }
  /** The user pays the session left open (events withheld: only a verify call can fulfil it). */
  | { do: 'pay'; user: number; withheld: boolean; fulfil: Fulfil }
  /** One Stripe event not delivered yet reaches the store now. */
  | { do: 'deliver'; pick: number }
  /** The buyer of a paid session verifies it (again). */
  | { do: 'verify'; pick: number }
  /**
   * A refund at Stripe or from the admin panel of part (share < 1) or all of what is left on a charge;
   * its event now or later. `admin-retried`: the panel's first try refunds at Stripe but its answer is
   * lost, and the admin retries from the same dialog.
   */
  | { do: 'refund'; pick: number; share: number; deliver: boolean; by: 'stripe' | 'admin' | 'admin-retried' }
  /** A dispute on a charge closes won or lost; its event now or later. */
  | { do: 'dispute'; pick: number; lost: boolean; deliver: boolean }
  /** Several POST /checkout at once for one user (double clicks, tabs): one tier pick each. */
  | { do: 'race'; user: number; tiers: number[] }
  /** POST /checkout while Stripe fails mid-way: expiring the earlier session, or creating the new one. */
  | { do: 'checkout-fault'; user: number; tier: number; fault: CheckoutFault };

/**
 * Where Stripe fails in a POST /checkout: `expire-fails` (the earlier session's expiry never
 * reaches Stripe), `expire-lost` (Stripe expires it, the answer is lost), `create-fails` (the new
 * session's creation never reaches Stripe), `create-lost` (Stripe makes the new session, the answer
 * is lost: a session the buyer never saw stays payable until the next start expires it).
 */
export type CheckoutFault = 'expire-fails' | 'expire-lost' | 'create-fails' | 'create-lost';

// Late half the time: a payment fulfilled after the buyer's next one is how duplicates arise.
const fulfilArbitrary = fc.constantFrom<Fulfil>('event', 'event', 'verify', 'both', 'late', 'late', 'late', 'late');

const storeActionArbitrary: fc.Arbitrary<StoreAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      do: fc.constant('checkout' as const),
      user: fc.constantFrom(0, 0, 0, 0, 1), // mostly one user, so that sessions collide
      tier: fc.constantFrom(0, 0, 0, 1, 1, 2, 3, 4, 5), // mostly the next tier up: upgrade ladders
      payment: fc.constantFrom(
        'paid' as const,
        'paid' as const,
        'paid' as const,
        'paid-withheld' as const,
        'paid-delayed' as const,
        'open' as const,
      ),
      fulfil: fulfilArbitrary,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('settle' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom<'succeeded' | 'failed'>('succeeded', 'succeeded', 'failed'),
      withheld: fc.constantFrom(false, false, false, true),
      fulfil: fulfilArbitrary,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('promotion' as const),
      user: fc.constantFrom(0, 0, 0, 1),
      tier: fc.constantFrom(0, 0, 1, 2),
      percentOff: fc.constantFrom(10, 25, 50),
      fulfil: fulfilArbitrary,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('pay' as const),
      user: fc.nat(1),
      withheld: fc.boolean(),
      fulfil: fulfilArbitrary,
    }),
  },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('deliver' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('verify' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.constantFrom(1, 1, 0.5, 0.25),
      deliver: fc.boolean(),
      // A retried refund waits out the panel's Stripe retries (about a second): kept to one refund in seven.
      by: fc.constantFrom<'stripe' | 'admin' | 'admin-retried'>(
        'stripe',
        'stripe',
        'stripe',
        'stripe',
        'admin',
        'admin',
        'admin-retried',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('dispute' as const),
      pick: fc.nat(),
      lost: fc.boolean(),
      deliver: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('race' as const),
      user: fc.constantFrom(0, 0, 0, 1),
      tiers: fc.array(fc.nat(5), { minLength: 2, maxLength: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('checkout-fault' as const),
      user: fc.constantFrom(0, 0, 0, 1),
      tier: fc.nat(5),
      fault: fc.constantFrom<CheckoutFault>('expire-fails', 'expire-lost', 'create-fails', 'create-lost'),
    }),
  },
);

/** The longest action list a history is played from: each action is a few real handler calls. */
const MAX_STORE_ACTIONS = 12;

/** Random histories of 4 to 12 actions, shrinking toward fewer and simpler ones. */
export const storeActionsArbitrary = fc.array(storeActionArbitrary, {
  minLength: 4,
  maxLength: MAX_STORE_ACTIONS,
  size: 'max',
});

/**
 * The order of the deliveries after the actions: every captured event once more, some twice, and
 * verify calls of some paid sessions, shuffled by sort keys. Drawn before the history runs (not with
 * fc.gen, whose deep paths fast-check cannot replay), so FC_SEED and FC_PATH replay a failure.
 */
export interface DeliveryPlan {
  /** By paid session, in the order paid: whether its buyer verifies it among the deliveries. */
  verify: boolean[];
  /** By delivery: whether it is made twice. */
  repeat: boolean[];
  /** Sort keys of the deliveries, the copies after the originals; any beyond the keys keep key 0. */
  order: number[];
  /** For each event the store causes meanwhile (its duplicate refunds): where it joins the queue, and again. */
  later: { at: number; again: number | undefined }[];
}

const MAX_DELIVERIES = 100;

/** Delivery plans, shrinking toward the order the events were sent in, none repeated, none verified. */
export const deliveryPlanArbitrary: fc.Arbitrary<DeliveryPlan> = fc.record({
  verify: fc.array(fc.boolean(), { maxLength: MAX_STORE_ACTIONS, size: 'max' }),
  repeat: fc.array(fc.constantFrom(false, false, true), { maxLength: MAX_DELIVERIES, size: 'max' }),
  order: fc.array(fc.nat(MAX_DELIVERIES), { maxLength: MAX_DELIVERIES, size: 'max' }),
  later: fc.array(fc.record({ at: fc.nat(), again: fc.option(fc.nat(), { nil: undefined }) }), {
    maxLength: MAX_STORE_ACTIONS,
    size: 'max',
  }),
});

/** The deliveries sorted by their keys (stable: equal keys keep their order). */
export function shuffled<T>(deliveries: readonly T[], keys: readonly number[]): T[] {
  const order = deliveries.map((_, index) => index);
  order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
  return order.map((index) => deliveries[index] as T);
}

/** A paid session as fulfilment reads it: the subtotal counts toward tiers, the total is what was charged. */
export function ledgerSessionOf(session: CheckoutSession): LedgerSession {
  const tierId = session.metadata.tierId;
  if (!isTierId(tierId) || !session.client_reference_id) throw new Error(`${session.id} is not one of ours`);
  return {
    sessionId: session.id,
    paymentIntentId: session.payment_intent,
    userId: session.client_reference_id,
    tierId,
    valueCents: session.amount_subtotal,
    paidCents: session.amount_total,
    // The tax Stripe added on top, as the ledger keeps it (absent when none).
    ...(session.total_details.amount_tax > 0 ? { taxCents: session.total_details.amount_tax } : {}),
    purchasedAt: new Date(session.created * 1000).toISOString(),
  };
}

/**
 * The ledger's reading of a refund or dispute event; null for the others. Checkout Session events
 * are read from the session as Stripe holds it when they arrive (store-history.ts), as the store does.
 */
export function ledgerEventOf(event: StripeEvent): LedgerEvent | null {
  const object = event.data.object;
  switch (event.type) {
    case 'charge.refunded': {
      const charge = object as Charge;
      return { kind: 'refunded', paymentIntentId: charge.payment_intent, amountRefundedCents: charge.amount_refunded };
    }
    case 'charge.dispute.closed': {
      const dispute = object as Dispute;
      return {
        kind: 'dispute-closed',
        paymentIntentId: dispute.payment_intent,
        status: dispute.status === 'lost' ? 'lost' : 'won',
      };
    }
    default:
      return null;
  }
}

/** Where a charge stands at Stripe, followed from the stand-in's events. */
export interface ChargeAtStripe {
  paidCents: number;
  refundedCents: number;
  disputed: boolean;
  disputeLost: boolean;
  /** What the history's own refunds (not the store's duplicate refunds) took back. */
  historyRefundedCents: number;
}

/** A charge just paid: nothing refunded, no dispute. */
export function newCharge(paidCents: number): ChargeAtStripe {
  return { paidCents, refundedCents: 0, disputed: false, disputeLost: false, historyRefundedCents: 0 };
}

/** Takes in what a `charge.refunded` or `charge.dispute.closed` event says of its charge. */
export function followCharge(charge: ChargeAtStripe, object: Charge | Dispute): void {
  if (object.object === 'charge') {
    charge.refundedCents = Math.max(charge.refundedCents, object.amount_refunded);
    return;
  }
  charge.disputed = true;
  charge.disputeLost ||= object.status === 'lost';
}

/** The pick-th item, counting round the list; nothing from an empty list. */
export function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length > 0 ? list[index % list.length] : undefined;
}
