import type { CheckoutResponse } from '@shared/api/types/checkout';
import { STRIPE_MINIMUM_CHARGE_CENTS } from '@shared/checkout-messages';
import { METRICS } from '@shared/contract/metrics';
import { ownedTierOf, standingSumCents, upgradePriceCents } from '@shared/ledger';
import { checkoutRequestSchema } from '@shared/schemas/api';
import { getTier } from '@shared/tiers';
import { checkCheckoutCreatorCode } from '../../data/creator-code-attempts';
import { readCheckoutSlot } from '../../data/open-checkouts';
import { paymentStillProcessing } from '../../data/processing-payment';
import { ledgerPaymentOf } from '../../data/purchase';
import { getUserRecords } from '../../data/user-records';
import { countEvent } from '../../lib/business-metrics';
import { defineRoute } from '../../lib/http';
import { requestLocale } from '../../lib/request-locale';
import { json } from '../../lib/responses';
import { checkoutTerms, sessionToAnswerAgain } from '../../payments/checkout-reuse';
import { openCheckout, returnOrigin, SESSION_LIFETIME_MS } from '../../payments/checkout-session';
import {
  CheckoutUnavailableError,
  CoveredByCreditError,
  PaymentStillProcessingError,
  TierAlreadyOwnedError,
} from '../../payments/errors';
import { checkGiftOrder, giftBuyerOf, giftTermsOf, startGift } from '../../payments/gift-checkout';
import { paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/**
 * POST /checkout: a Checkout Session for the tier, priced by the catalogue minus the user's standing
 * payments, and discounted by the buyer's creator code (400 and no session when it is not usable now;
 * 429 once the address or the account spent its creator code tries, see creator-code-attempts.ts).
 * With `gift`, the tier is for someone else at its full price (payments/gift-checkout.ts).
 */
export const createCheckout = defineRoute(
  'POST /checkout',
  { body: checkoutRequestSchema },
  async ({ caller, body, event, context }) => {
    const tier = getTier(body.tierId);
    const [{ profile, purchases, processingPayments }, slot] = await Promise.all([
      getUserRecords(caller.userId),
      readCheckoutSlot(caller.userId),
    ]);
    // A payment the bank has not settled holds the slot: what it buys decides what is for sale next.
    if (
      paymentStillProcessing(
        processingPayments,
        purchases.map((purchase) => purchase.id),
      )
    ) {
      throw new PaymentStillProcessingError();
    }
    // A gift is priced in full (its own ledger is the recipient's, at the claim); the buyer's own tier does not count.
    const payments = body.gift ? [] : purchases.map(ledgerPaymentOf);
    if (body.gift)
      await checkGiftOrder({ userId: caller.userId, email: profile?.email ?? null }, tier, body.gift, new Date());
    const priceCents = upgradePriceCents(payments, tier);
    if (priceCents === null) throw new TierAlreadyOwnedError();
    if (priceCents < STRIPE_MINIMUM_CHARGE_CENTS) throw new CoveredByCreditError();

    // A retried click for what the open session sells gets that session again: no Stripe write.
    const origin = returnOrigin(event.headers.origin);
    const terms = {
      tier,
      standingSumCents: standingSumCents(payments),
      creatorCode: body.creatorCode ?? null,
      origin,
      gift: body.gift ? giftTermsOf(body.gift) : null,
    };
    const completed = new Set([...purchases.map((p) => p.id), ...processingPayments.map((p) => p.sessionId)]);
    const stripeIfConfigured = () => (paymentsConfigured(context) ? stripeFor(context) : null);
    const reused = await sessionToAnswerAgain(slot, checkoutTerms(terms), completed, stripeIfConfigured);
    if (reused) return json(200, { url: reused } satisfies CheckoutResponse);

    // A code not usable now is refused before anything is opened (its use is held when the session is);
    // a wrong one spends a try of the address and the account, as a lookup does.
    const trier = { userId: caller.userId, sourceIp: event.requestContext.http.sourceIp };
    const code = body.creatorCode ? await checkCheckoutCreatorCode(body.creatorCode, trier, new Date()) : null;

    // A stage whose Stripe key is not set yet answers as if Stripe were down: the spec's 502, never a 500.
    if (!paymentsConfigured(context)) throw new CheckoutUnavailableError();
    const stripe = stripeFor(context);
    // The gift is written awaiting payment before its session, which names it.
    // The page's language is kept on the gift too: its recipient's emails speak it.
    const locale = requestLocale(event.headers);
    const gift = body.gift
      ? await startGift(giftBuyerOf(caller.userId, profile), tier, body.gift, new Date(), locale)
      : null;
    // The user's one open checkout: the session the slot held before is expired first.
    const session = await openCheckout(stripe, slot, {
      userId: caller.userId,
      email: profile?.email ?? null,
      tier,
      owned: ownedTierOf(payments),
      standingSumCents: standingSumCents(payments),
      eventId: body.eventId,
      origin,
      locale,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      creatorCode: code && { code: code.code, percentOff: code.percentOff, promotionCodeId: code.promotionCodeId },
      gift,
    });
    countEvent(METRICS.checkoutsStarted);
    const response: CheckoutResponse = { url: session.url as string };
    return json(200, response);
  },
);
