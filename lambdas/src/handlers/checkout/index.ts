import middy from '@middy/core';
import { errorResponse } from '../../lib/error-response';
import { areaHandler, type HttpLambdaHandler } from '../../lib/http';
import { paymentSecrets } from '../../payments/payment-settings';
import { createCheckout } from './create-checkout';
import { verifyCheckout } from './verify-checkout';

/**
 * The checkout area: starting a Checkout Session and verifying its payment. The Stripe secret is put
 * on the context first (from SSM in the cloud); a failure to read it is a bare 500 like any other.
 */
export const handler = middy(areaHandler('checkout', [createCheckout, verifyCheckout]))
  .use(paymentSecrets())
  .use(errorResponse()) as unknown as HttpLambdaHandler;
