import { areaHandler } from '../../lib/http';
import { paymentSecrets } from '../../payments/payment-settings';
import { claimGift } from './claim-gift';
import { createCheckout } from './create-checkout';
import { getCreatorCodeOffer } from './get-creator-code-offer';
import { getCurrencyEstimate } from './get-currency-estimate';
import { getGift } from './get-gift';
import { verifyCheckout } from './verify-checkout';

/**
 * The checkout area: starting a Checkout Session, verifying its payment, what a creator code offers,
 * the tier cards' currency estimate, and a gift's claim. The Stripe secret is put on the context
 * before the route runs (from SSM in the cloud); a failure to read it is a bare 500, but a key not put
 * yet makes each route answer its 502 (the estimate: none), as when Stripe cannot be reached.
 */
export const handler = areaHandler(
  'checkout',
  [createCheckout, verifyCheckout, getCreatorCodeOffer, getCurrencyEstimate, getGift, claimGift],
  {
    before: [paymentSecrets()],
  },
);
