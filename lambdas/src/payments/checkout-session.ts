import { randomUUID } from 'node:crypto';
import { checkoutTermsConsentMessage } from '@shared/consent-messages';
import { ENV } from '@shared/contract/lambda-env';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { type Locale, localePath } from '@shared/locales';
import { upgradePriceCents } from '@shared/ownership';
import type { Tier } from '@shared/tiers';
import type Stripe from 'stripe';
import { holdCreatorCodeUse, releaseCreatorCodeHold } from '../data/creator-code-uses';
import {
  type CheckoutSlot,
  claimCheckoutSlot,
  claimHeld,
  type OpenCheckout,
  settleCheckoutSlot,
  type UnconfirmedCheckout,
} from '../data/open-checkouts';
import { requireEnv } from '../lib/env';
import { logger } from '../lib/logger';
import { toStripeMetadata } from './checkout-metadata';
import { checkoutTerms, lostCreationToAskAgain } from './checkout-reuse';
import { CheckoutInProgressError, CheckoutUnavailableError } from './errors';
import type { SessionGift } from './gift-checkout';
import { CURRENCY } from './session-verdict';
import { callStripe, StripeUnavailableError } from './stripe-client';

const SUCCESS_PATH = '/payment-success';
const CANCEL_PATH = '/payment-cancel';

/** What a Checkout Session is made of; the price always comes from the catalogue and the user's ledger. */
export interface CheckoutOrder {
  userId: string;
  email: string | null;
  tier: Tier;
  owned: Tier | null;
  /** The ledger's standing sum (shared/ledger.ts): the session asks the tier's price minus this. */
  standingSumCents: number;
  eventId?: string | undefined;
  /** The site origin Stripe sends the buyer back to. */
  origin: string;
  /** The buyer's language: Stripe's page speaks it, and the buyer comes back to the pages in it. */
  locale: Locale;
  /** When Stripe expires the session if it is not paid. */
  expiresAt: Date;
  /** The creator code the buyer gave, found usable: its Stripe promotion code discounts the session. */
  creatorCode: OrderCreatorCode | null;
  /** A gift (payments/gift-checkout.ts): the gift the session pays for; `standingSumCents` is then 0. */
  gift?: SessionGift | null;
}

interface OrderCreatorCode {
  code: string;
  percentOff: number;
  promotionCodeId: string;
}

/**
 * Sessions expire 30 minutes after creation, Stripe's minimum, plus a minute so that the time it
 * takes the request to reach Stripe cannot put it under the minimum.
 */
export const SESSION_LIFETIME_MS = 31 * 60_000;

/** The return origin: the caller's own site when it is one of ours, else the stage's first site. */
export function returnOrigin(requestOrigin: string | undefined): string {
  const origins = requireEnv(ENV.siteOrigins)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const [first] = origins;
  if (!first) throw new Error(`${ENV.siteOrigins} lists no origin`);
  return requestOrigin && origins.includes(requestOrigin) ? requestOrigin : first;
}

/**
 * Stripe Tax's product tax code for the package: "Video Games - downloaded - permanent rights"
 * (docs/payments.md says why this one). Prices are before tax (`exclusive`): Stripe adds what is due
 * at the buyer's billing address, so a tier's value stays its catalogue price everywhere.
 */
const TAX_CODE = 'txcd_10201000';

/**
 * 'D1 Gang Starter', 'D1 Gang MVP (upgrade from Starter)', or 'D1 Gang MVP (gift for a@b.c)', in the buyer's
 * language: Stripe's page and the invoice show it to them. Tier names are the brand's, the same in every one.
 */
function productName(order: CheckoutOrder): string {
  const { tier, owned, gift, locale } = order;
  if (gift)
    return m.account_checkout_product_gift({ tierName: tier.name, recipientEmail: gift.recipientEmail }, { locale });
  if (owned) return m.account_checkout_product_upgrade({ tierName: tier.name, ownedName: owned.name }, { locale });
  return `D1 Gang ${tier.name}`;
}

/** What the session sells, as the slot records it: a gift's terms, and its id so that a retried click finds it. */
function orderTerms(order: CheckoutOrder) {
  return {
    ...checkoutTerms({ ...order, creatorCode: order.creatorCode?.code ?? null, gift: order.gift?.terms ?? null }),
    ...(order.gift ? { giftId: order.gift.giftId } : {}),
  };
}

/**
 * A session is discounted only by the creator code the store validated and holds a use of
 * (`discounts`); Stripe's page offers no promotion code field, so no code is used outside the
 * creator codes' accounting.
 */
function checkoutSessionParams(order: CheckoutOrder, holdId: string): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: upgradePriceCents(order.tier, order.standingSumCents),
          tax_behavior: 'exclusive',
          product_data: { name: productName(order), tax_code: TAX_CODE },
        },
      },
    ],
    client_reference_id: order.userId,
    metadata: toStripeMetadata({
      userId: order.userId,
      tierId: order.tier.id,
      creditCents: order.standingSumCents,
      ...(order.eventId ? { eventId: order.eventId } : {}),
      ...(order.creatorCode
        ? { creatorCode: { code: order.creatorCode.code, percentOff: order.creatorCode.percentOff, holdId } }
        : {}),
      ...(order.gift ? { giftId: order.gift.giftId } : {}),
    }),
    ...(order.email ? { customer_email: order.email } : {}),
    ...(order.creatorCode ? { discounts: [{ promotion_code: order.creatorCode.promotionCodeId }] } : {}),
    // The buyer may be shown and pay their own currency; the session and the ledger stay in USD.
    adaptive_pricing: { enabled: true },
    // Stripe Tax works out the tax from the billing address Checkout asks for; Stripe issues the invoice.
    automatic_tax: { enabled: true },
    invoice_creation: {
      enabled: true,
      invoice_data: { description: productName(order), metadata: { userId: order.userId } },
    },
    // Stripe will not take the payment until the buyer ticks the box: they agree to the Terms and ask for
    // the package at once, giving up the EU/UK right of withdrawal for digital content (docs/payments.md).
    consent_collection: { terms_of_service: 'required' },
    custom_text: { terms_of_service_acceptance: { message: checkoutTermsConsentMessage(order.origin, order.locale) } },
    expires_at: Math.floor(order.expiresAt.getTime() / 1000),
    // Stripe's page speaks each of the store's languages under the same tag (its `locale` list).
    locale: order.locale,
    success_url: `${order.origin}${localePath(order.locale, SUCCESS_PATH)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${order.origin}${localePath(order.locale, CANCEL_PATH)}`,
  };
}

/**
 * Creates the Checkout Session and returns its URL; any Stripe failure, or no answer before the
 * invocation's deadline, is a 502 with the spec's message. The tries share one idempotency key, so
 * a session Stripe made for a try whose answer was lost is the one the next try gets back.
 */
async function createCheckoutSession(
  stripe: Stripe,
  userId: string,
  creation: UnconfirmedCheckout,
): Promise<Stripe.Checkout.Session> {
  try {
    const session = await askForSession(stripe, creation);
    if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
    return session;
  } catch (error) {
    logger.error('Creating the Checkout Session failed', { error: error as Error, userId });
    throw new CheckoutUnavailableError({ cause: error });
  }
}

function askForSession(stripe: Stripe, creation: UnconfirmedCheckout): Promise<Stripe.Checkout.Session> {
  const params = JSON.parse(creation.params) as Stripe.Checkout.SessionCreateParams;
  return callStripe((options) =>
    stripe.checkout.sessions.create(params, { ...options, idempotencyKey: creation.idempotencyKey }),
  );
}

/**
 * The sessions of creations whose answers were lost, learnt by asking again with the same key
 * (Stripe answers with the session it made, or makes it now): each is then expired like any earlier
 * session. One Stripe refuses to make was never made. Stripe being unreachable is thrown.
 */
async function confirmCreations(stripe: Stripe, creations: readonly UnconfirmedCheckout[]): Promise<OpenCheckout[]> {
  const found = await Promise.all(
    creations.map(async (creation) => {
      try {
        const session = await askForSession(stripe, creation);
        return [{ sessionId: session.id, expiresAt: creation.expiresAt }];
      } catch (error) {
        if (error instanceof StripeUnavailableError) throw error;
        logger.info('A Checkout Session whose answer was lost was never made', { error: error as Error });
        return [];
      }
    }),
  );
  return found.flat();
}

/**
 * Starts the user's one open checkout, from the slot as read with the user's ledger: claims the slot
 * (a racing start that claimed it first makes this one a 409), expires the session it held, creates
 * the new one and records it. If Stripe cannot expire the earlier session, no other is created (a
 * 502; the slot keeps the earlier one for the next try to expire); if the new session's creation
 * fails, the slot keeps it as unconfirmed, for the next start to learn its id and expire it; a next
 * start for the same asks for it again instead and opens it (checkout-reuse.ts). A claim that lapsed
 * and was taken over meanwhile expires what it made.
 */
export async function openCheckout(
  stripe: Stripe,
  slot: CheckoutSlot,
  order: CheckoutOrder,
): Promise<Stripe.Checkout.Session> {
  const claimId = randomUUID();
  if (claimHeld(slot) || !(await claimCheckoutSlot(slot, claimId))) {
    throw new CheckoutInProgressError();
  }
  const terms = orderTerms(order);
  const lost = lostCreationToAskAgain(slot, terms);
  const asked = lost ? await askAgain(stripe, claimId, order, lost) : null;
  if (asked) return recordOpenSession(stripe, claimId, order, asked, null);
  // A lost creation Stripe refused to make was never made: nothing of it to expire.
  const earlier = asked === false ? { ...slot, unconfirmed: [] } : slot;
  let session: Stripe.Checkout.Session;
  try {
    await expireSessions(stripe, claimId, [...earlier.open, ...(await confirmCreations(stripe, earlier.unconfirmed))]);
  } catch (error) {
    await settleCheckoutSlot(order.userId, claimId, slot);
    logger.error('An earlier Checkout Session could not be expired: none other is opened', {
      userId: order.userId,
      error: error as Error,
    });
    throw new CheckoutUnavailableError({ cause: error });
  }
  // The creator code's use is held for this session (the claim's id names the hold): the last use goes to one checkout.
  const codeUse = order.creatorCode ? { code: order.creatorCode.code, holdId: claimId } : null;
  if (codeUse) {
    try {
      await holdCreatorCodeUse(codeUse.code, codeUse.holdId, order.expiresAt, new Date());
    } catch (error) {
      await settleCheckoutSlot(order.userId, claimId, { open: [], unconfirmed: [] });
      throw error;
    }
  }
  const creation: UnconfirmedCheckout = {
    idempotencyKey: `checkout-${claimId}`,
    params: JSON.stringify(checkoutSessionParams(order, claimId)),
    expiresAt: order.expiresAt.toISOString(),
    terms: { ...terms },
  };
  try {
    session = await createCheckoutSession(stripe, order.userId, creation);
  } catch (error) {
    // Stripe may have made the session and lost only the answer: the next start asks again to expire it.
    await settleCheckoutSlot(order.userId, claimId, { open: [], unconfirmed: [creation] });
    if (codeUse) await releaseCreatorCodeHold(codeUse.code, codeUse.holdId);
    throw error;
  }
  return recordOpenSession(stripe, claimId, order, session, codeUse);
}

/**
 * Asks Stripe again for the creation whose answer was lost, with its key and parameters: the
 * session; false when Stripe refuses to make it (it never was); null when it came back without a
 * URL (it is then found again and expired like any earlier session). Stripe still unavailable is
 * the 502, the slot keeping the creation for the next start.
 */
async function askAgain(
  stripe: Stripe,
  claimId: string,
  order: CheckoutOrder,
  creation: UnconfirmedCheckout,
): Promise<Stripe.Checkout.Session | false | null> {
  try {
    const session = await askForSession(stripe, creation);
    return session.url ? session : null;
  } catch (error) {
    if (error instanceof StripeUnavailableError) {
      await settleCheckoutSlot(order.userId, claimId, { open: [], unconfirmed: [creation] });
      logger.error('Creating the Checkout Session failed', { error, userId: order.userId });
      throw new CheckoutUnavailableError({ cause: error });
    }
    logger.info('A Checkout Session whose answer was lost was never made', { error: error as Error });
    return false;
  }
}

/**
 * Records the new session as the slot's open one, with its URL and what it sells, so that a retried
 * click is answered it again. A claim that lapsed and was taken over meanwhile expires it (and gives
 * its creator code's use back) and answers 409.
 */
async function recordOpenSession(
  stripe: Stripe,
  claimId: string,
  order: CheckoutOrder,
  session: Stripe.Checkout.Session,
  codeUse: { code: string; holdId: string } | null,
): Promise<Stripe.Checkout.Session> {
  const open: OpenCheckout = {
    sessionId: session.id,
    expiresAt: new Date((session.expires_at ?? 0) * 1000).toISOString(),
    url: session.url as string,
    terms: orderTerms(order),
  };
  if (!(await settleCheckoutSlot(order.userId, claimId, { open: [open], unconfirmed: [] }))) {
    await expireSessions(stripe, claimId, [open]).catch(() => undefined);
    if (codeUse) await releaseCreatorCodeHold(codeUse.code, codeUse.holdId);
    throw new CheckoutInProgressError();
  }
  return session;
}

/**
 * Expires sessions the user started before, so that only the newest can be paid. One that cannot be
 * expired any more (paid, expired already, unknown) is left to fulfilment, which refunds what it
 * does not buy; Stripe being unreachable is thrown (StripeUnavailableError): the session may still
 * be payable. The tries of one start share a key (its claim's); the next start asks afresh, as
 * Stripe would replay a failure kept under an old key for a day.
 */
async function expireSessions(stripe: Stripe, claimId: string, sessions: readonly OpenCheckout[]): Promise<void> {
  await Promise.all(
    sessions.map(async ({ sessionId }) => {
      const idempotencyKey = `expire-${sessionId}-${claimId}`;
      try {
        await callStripe((options) => stripe.checkout.sessions.expire(sessionId, {}, { ...options, idempotencyKey }));
      } catch (error) {
        if (error instanceof StripeUnavailableError) throw error;
        // Stripe refused: the session is not open (Stripe expires only open ones) or not there.
        logger.info('An earlier Checkout Session was not open to expire', { sessionId, error: error as Error });
      }
    }),
  );
}
