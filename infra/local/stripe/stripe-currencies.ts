/**
 * The currencies Stripe charges in (https://docs.stripe.com/currencies#presentment-currencies, with
 * the three-decimal ones of https://docs.stripe.com/currencies#three-decimal), in the order Stripe's
 * refusal lists them: usd first, then by code. The SDK types a currency as any string.
 */
import { StripeApiError } from './stripe-errors';

const STRIPE_CURRENCIES = [
  'usd',
  ...(
    'aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bhd bif bmd bnd bob brl bsd bwp byn bzd cad cdf ' +
    'chf clp cny cop crc cve czk djf dkk dop dzd egp etb eur fjd fkp gbp gel gip gmd gnf gtq gyd hkd hnl htg ' +
    'huf idr ils inr isk jmd jod jpy kes kgs khr kmf krw kwd kyd kzt lak lbp lkr lrd lsl mad mdl mga mkd mmk ' +
    'mnt mop mur mvr mwk mxn myr mzn nad ngn nio nok npr nzd omr pab pen pgk php pkr pln pyg qar ron rsd rub ' +
    'rwf sar sbd scr sek sgd shp sle sos srd std szl thb tjs tnd top try ttd twd tzs uah ugx uyu uzs vnd vuv ' +
    'wst xaf xcd xcg xof xpf yer zar zmw'
  ).split(' '),
];

const KNOWN = new Set(STRIPE_CURRENCIES);

/** Stripe takes a currency code in either case and answers it in lower case. */
export function isStripeCurrency(code: string): boolean {
  return KNOWN.has(code.toLowerCase());
}

/** Stripe's refusal of a currency it does not charge in. */
export function unknownCurrency(param: string, code: string): StripeApiError {
  return new StripeApiError(
    400,
    `Invalid currency: ${code.toLowerCase()}. Stripe currently supports these currencies: ${STRIPE_CURRENCIES.join(', ')}`,
    { param },
  );
}
