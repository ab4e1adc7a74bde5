/**
 * The retried click: a buyer who starts again what their open Checkout Session already sells (the
 * same tier at the same price, the same creator code, currency and return site) gets that session's
 * URL again, once Stripe says it is still open (one read), and no Stripe write is made. In a launch
 * surge every Stripe write counts against its rate limit, and a click repeated while the first
 * answer is slow or lost would otherwise cost an expire and a create, and leave the buyer's first
 * page dead.
 */
import { upgradePriceCents } from '@shared/ownership';
import type { Tier } from '@shared/tiers';
import type Stripe from 'stripe';
import { type CheckoutSlot, claimHeld, type OpenCheckout, type UnconfirmedCheckout } from '../data/open-checkouts';
import { CheckoutUnavailableError } from './errors';
import type { GiftTerms } from './gift-checkout';
import { CURRENCY } from './session-verdict';
import { callStripe, StripeUnavailableError } from './stripe-client';

/** What a session sells, recorded beside it in the slot; a start for the same terms may answer it again. */
export interface CheckoutTerms {
  tierId: string;
  /** The line's price before any creator code: the tier's price less the standing sum when it was made. */
  amountCents: number;
  currency: string;
  creatorCode: string | null;
  /** The site Stripe sends the buyer back to. */
  origin: string;
  /** A gift's recipient (lower-cased), message and sender choice; absent when the tier is the buyer's own. */
  giftEmail?: string;
  giftMessage?: string | null;
  giftShowSender?: GiftTerms['giftShowSender'];
}

/** The gift's terms: compared whether or not the click wants a gift, so a gift's session never answers a plain click. */
const GIFT_TERMS = ['giftEmail', 'giftMessage', 'giftShowSender'] as const;

/**
 * A session handed out again must leave the buyer time to pay: one nearer its expiry than this is
 * expired and replaced (Stripe would close its page under a buyer still typing a card).
 */
const REUSE_MIN_LIFE_MS = 10 * 60_000;

/** The terms of a checkout for `tier`, priced as the session is (shared/ownership.ts). */
export function checkoutTerms(order: {
  tier: Tier;
  standingSumCents: number;
  creatorCode: string | null;
  origin: string;
  gift?: GiftTerms | null;
}): CheckoutTerms {
  return {
    tierId: order.tier.id,
    amountCents: upgradePriceCents(order.tier, order.standingSumCents),
    currency: CURRENCY,
    creatorCode: order.creatorCode,
    origin: order.origin,
    ...(order.gift ?? {}),
  };
}

function sameTerms(recorded: OpenCheckout['terms'], wanted: CheckoutTerms): boolean {
  if (!recorded) return false;
  const keys = new Set<keyof CheckoutTerms>([...(Object.keys(wanted) as Array<keyof CheckoutTerms>), ...GIFT_TERMS]);
  return [...keys].every((key) => (recorded[key] ?? null) === (wanted[key] ?? null));
}

/**
 * The user's open session that may be answered again for `wanted`, or null when a new one is needed.
 * Only the slot's one session, and only when no start holds the slot (that start is about to expire
 * it) and no creation's answer was lost (its session must be found and expired first). A session
 * the store knows was completed (a purchase or a delayed payment under its id, in `completed`) or
 * that expires within REUSE_MIN_LIFE_MS is never answered. The slot is the user's own item, so
 * nobody else's session can be answered.
 */
function sessionToReuse(
  slot: CheckoutSlot,
  wanted: CheckoutTerms,
  completed: ReadonlySet<string>,
  now: Date,
): (OpenCheckout & { url: string }) | null {
  if (claimHeld(slot, now) || slot.unconfirmed.length > 0 || slot.open.length !== 1) return null;
  const [open] = slot.open;
  if (!open?.url || !sameTerms(open.terms, wanted) || completed.has(open.sessionId)) return null;
  const lifeLeftMs = Date.parse(open.expiresAt) - now.getTime();
  return lifeLeftMs >= REUSE_MIN_LIFE_MS ? { ...open, url: open.url } : null;
}

/**
 * The URL to answer a retried click with: the open session sessionToReuse() allows, once Stripe
 * says it is still open. Stripe may have completed it before the store heard (its event late, the
 * buyer not back on the success page): the read is what keeps a paid session from being handed out
 * again. Null when there is none (a new session is made); `stripe` gives null when the stage has no
 * Stripe key. Stripe unreachable is the checkout's 502.
 */
export async function sessionToAnswerAgain(
  slot: CheckoutSlot,
  wanted: CheckoutTerms,
  completed: ReadonlySet<string>,
  stripe: () => Stripe | null,
  now = new Date(),
): Promise<string | null> {
  const open = sessionToReuse(slot, wanted, completed, now);
  const client = open ? stripe() : null;
  if (!open || !client) return null;
  try {
    const session = await callStripe((options) => client.checkout.sessions.retrieve(open.sessionId, {}, options));
    return session.status === 'open' ? open.url : null;
  } catch (error) {
    if (error instanceof StripeUnavailableError) throw new CheckoutUnavailableError({ cause: error });
    // Stripe refused the read (it does not know the session): a new one is made.
    return null;
  }
}

/**
 * The creation to ask Stripe for again instead of starting afresh: the slot's one creation whose
 * answer was lost (the last start ended in a 502, Stripe's 429s outlasting the tries), when it
 * sells the same and has time left. Asked again with its key and parameters, Stripe answers the
 * session it made or makes it now: one write, where finding it, expiring it and creating another
 * would take three. Never with a creator code: the failed start gave its use of the code back.
 */
export function lostCreationToAskAgain(
  slot: CheckoutSlot,
  wanted: CheckoutTerms,
  now = new Date(),
): UnconfirmedCheckout | null {
  if (wanted.creatorCode !== null || slot.open.length > 0 || slot.unconfirmed.length !== 1) return null;
  const [creation] = slot.unconfirmed;
  if (!creation || !sameTerms(creation.terms, wanted)) return null;
  return Date.parse(creation.expiresAt) - now.getTime() >= REUSE_MIN_LIFE_MS ? creation : null;
}
