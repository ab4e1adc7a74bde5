import { areaHandler } from '../../lib/http';
import { paymentSecrets } from '../../payments/payment-settings';
import { createCheckout } from './create-checkout';
import { verifyCheckout } from './verify-checkout';

/**
 * The checkout area: starting a Checkout Session and verifying its payment. The Stripe secret is put
 * on the context before the route runs (from SSM in the cloud); a failure to read it is a bare 500,
 * but a key not put yet makes each route answer its 502, as when Stripe cannot be reached.
 */
export const handler = areaHandler('checkout', [createCheckout, verifyCheckout], { before: [paymentSecrets()] });
