import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { claimGift as claim } from '../../payments/gift-claim';
import { paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/**
 * POST /gifts/{giftId}/claim: the gift's tier becomes the caller's (docs/payments.md, Gifts); a repeat
 * answers the same. 404 no paid gift, 403 another address, 409 claimed by another, 410 cancelled or refunded.
 */
export const claimGift = defineRoute(
  'POST /gifts/{giftId}/claim',
  { ignoresBody: true },
  async ({ params, caller, context }) => {
    // What the claim gives back goes through Stripe; without a key yet the reconciler asks for it later.
    const stripe = paymentsConfigured(context) ? stripeFor(context) : null;
    return json(200, await claim(params.giftId ?? '', caller.userId, stripe));
  },
);
