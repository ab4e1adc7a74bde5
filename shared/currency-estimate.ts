/**
 * The tier cards' estimate of a price in the buyer's currency (docs/payments.md, Currencies). Stripe's
 * Adaptive Pricing converts at its own rate on its page; the estimate comes from Stripe's FX quote and
 * is said to be one, within a stated margin of what Stripe then charges.
 */
import { minorUnitsPerUnit } from './money';

/**
 * How far the estimate may be from what Stripe Checkout then charges, either way (4 %): the cards say
 * it, and the stand-in's test holds its quote and its Adaptive Pricing to it.
 */
export const ESTIMATE_MARGIN = 0.04;

/** A rate for the buyer's currency, as GET /currency-estimate answers it. */
export interface CurrencyEstimate {
  /** Stripe's lower-case code of the buyer's currency ('eur'). */
  currency: string;
  /** Units of that currency one US dollar costs the buyer (Stripe's FX fee in). */
  perUsd: number;
  /** When the quote behind it lapses (ISO-8601 UTC); the page asks again after. */
  validUntil: string;
}

/** US cents in the estimate's currency, in its smallest unit as Stripe counts it (whole yen), rounded to the nearest. */
export function estimatedAmount(usdCents: number, estimate: CurrencyEstimate): number {
  return Math.round((usdCents / 100) * estimate.perUsd * minorUnitsPerUnit(estimate.currency));
}
