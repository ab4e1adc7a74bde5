/**
 * Adaptive Pricing in the stand-in: the buyer is shown the session's total in their own currency at
 * a fixed rate (Stripe's rates move; tests need figures they can write down), rounded to the
 * currency's smallest unit as Stripe counts it (whole yen: shared/money.ts).
 */
import { minorUnitsPerUnit } from '@shared/money';
import type { SessionRecord } from './state-file';
import { parameterNotAllowed } from './stripe-errors';

/**
 * Units of each currency one US dollar buys here: the one table the stand-in's Adaptive Pricing charges
 * at and its FX quotes (fx-quotes.ts) are made from, so the two can be held to each other.
 */
const USD_RATES: Record<string, number> = { usd: 1, eur: 0.9206, gbp: 0.7874, brl: 5.0512, jpy: 153.47 };

/** The currencies the stand-in can show a buyer, USD first. */
export const PRESENTED_CURRENCIES = Object.keys(USD_RATES);

/** Units of `currency` (lower case) one US dollar buys at the stand-in's fixed rate; undefined for one it does not present. */
export function unitsPerUsd(currency: string): number | undefined {
  return Object.hasOwn(USD_RATES, currency) ? USD_RATES[currency] : undefined;
}

/**
 * The buyer paid seeing `presentIn`: a session with Adaptive Pricing enabled keeps its USD amounts and
 * gains `presentment_details`; one without it, or a buyer shown USD, is not converted.
 */
export function present(record: SessionRecord, presentIn: unknown): void {
  if (presentIn === undefined) return;
  const currency = typeof presentIn === 'string' ? presentIn.toLowerCase() : '';
  const rate = unitsPerUsd(currency);
  if (rate === undefined) {
    const list = `${PRESENTED_CURRENCIES.slice(0, -1).join(', ')} or ${PRESENTED_CURRENCIES.at(-1)}`;
    throw parameterNotAllowed('presentIn', `The stand-in presents ${list}, not ${String(presentIn)}.`);
  }
  const { session } = record;
  if (!session.adaptive_pricing?.enabled || currency === session.currency) return;
  session.presentment_details = {
    presentment_amount: Math.round((session.amount_total / 100) * rate * minorUnitsPerUnit(currency)),
    presentment_currency: currency,
  };
}
