import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { currencyOfCountry } from '../../payments/buyer-currency';
import { buyerRate } from '../../payments/fx-quotes';
import { paymentsConfigured, stripeFor } from '../../payments/payment-settings';

/**
 * GET /currency-estimate: the rate the tier cards estimate prices in the buyer's currency with, for
 * the country CloudFront saw the request come from. No estimate (never an error) for a US buyer, a
 * currency not estimated, a stage without Stripe, or a Stripe that gave no quote.
 */
export const getCurrencyEstimate = defineRoute('GET /currency-estimate', {}, async ({ event, context }) => {
  const currency = currencyOfCountry(event.headers['cloudfront-viewer-country']);
  const estimate = currency && paymentsConfigured(context) ? await buyerRate(stripeFor(context), currency) : null;
  return json(200, { estimate });
});
