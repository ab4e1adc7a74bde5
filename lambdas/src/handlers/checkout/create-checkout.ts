import type { CheckoutResponse } from '@shared/api/types';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { canPurchase } from '@shared/ownership';
import { checkoutRequestSchema } from '@shared/schemas/api';
import { getTier } from '@shared/tiers';
import { ownedTierOf } from '../../data/purchase';
import { getUserRecords } from '../../data/user-records';
import { ConflictError } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { createCheckoutSession, returnOrigin } from '../../payments/checkout-session';
import { stripeFor } from '../../payments/payment-settings';

/** POST /checkout: a Checkout Session for the tier, priced by the catalogue (an upgrade costs the difference). */
export const createCheckout = defineRoute(
  'POST /checkout',
  { body: checkoutRequestSchema },
  async ({ caller, body, event, context }) => {
    const tier = getTier(body.tierId);
    const { profile, purchases } = await getUserRecords(caller.userId);
    const owned = ownedTierOf(purchases);
    if (!canPurchase(owned, tier)) throw new ConflictError(CHECKOUT_MESSAGES.alreadyOwned);

    const url = await createCheckoutSession(stripeFor(context), {
      userId: caller.userId,
      email: profile?.email ?? null,
      tier,
      owned,
      eventId: body.eventId,
      origin: returnOrigin(event.headers.origin),
    });
    const response: CheckoutResponse = { url };
    return json(200, response);
  },
);
