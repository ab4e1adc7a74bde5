/**
 * Stripe's FX Quotes API in the stand-in (POST /v1/fx_quotes, a preview API): what one unit of each
 * asked currency buys in US dollars, Stripe's FX fee taken off, made from the same fixed table its
 * Adaptive Pricing charges at (presentment.ts). The store's tier cards estimate prices from it.
 */
import { PRESENTED_CURRENCIES, unitsPerUsd } from './presentment';
import type { Params } from './session-params';
import { isStripeCurrency, unknownCurrency } from './stripe-currencies';
import { parameterMissing, parameterNotAllowed, StripeApiError } from './stripe-errors';
import { stripeId } from './stripe-objects';

/** Stripe's FX fee on a quote here (1 %); Adaptive Pricing's own conversion stays within the stated margin of it. */
const FX_FEE_RATE = 0.01;

/** The store settles in dollars: the stand-in quotes into them only. */
const SETTLEMENT_CURRENCY = 'usd';

const LOCK_SECONDS = { none: null, five_minutes: 300, hour: 3600, day: 86_400 } as const;
type LockDuration = keyof typeof LOCK_SECONDS;

const PARAMETERS = new Set(['to_currency', 'from_currencies', 'lock_duration', 'usage', 'expand']);

interface FxRate {
  exchange_rate: number;
  rate_details: { base_rate: number; fx_fee_rate: number; reference_rate: number; reference_rate_provider: 'ecb' };
}

export interface FxQuote {
  id: string;
  object: 'fx_quote';
  created: number;
  lock_duration: LockDuration;
  lock_expires_at: number | null;
  lock_status: 'active' | 'none';
  rates: Record<string, FxRate>;
  to_currency: string;
  usage: { type: 'payment' };
}

/**
 * Stripe serves the FX Quotes API only under a preview API version. The refusal's words are the
 * stand-in's own: it is there so a call without the version fails here as it would at Stripe.
 */
export function requirePreviewVersion(version: string | string[] | undefined): void {
  const value = Array.isArray(version) ? version[0] : version;
  if (value?.endsWith('.preview')) return;
  throw new StripeApiError(
    400,
    'The FX Quotes API is in preview: send a preview API version (Stripe-Version: 2025-07-30.preview).',
  );
}

/** A quote for each of `from_currencies[]` into `to_currency`, locked for `lock_duration` from `now` (seconds). */
export function createFxQuote(params: Params, now: number): FxQuote {
  const unknown = Object.keys(params).find((name) => !PARAMETERS.has(name));
  if (unknown) {
    throw new StripeApiError(400, `Received unknown parameter: ${unknown}`, {
      code: 'parameter_unknown',
      param: unknown,
    });
  }
  const toCurrency = settlementCurrency(params.to_currency);
  const fromCurrencies = quotedCurrencies(params.from_currencies);
  const lockDuration = lockDurationOf(params.lock_duration);
  const lockSeconds = LOCK_SECONDS[lockDuration];
  return {
    id: stripeId('fxq_'),
    object: 'fx_quote',
    created: now,
    lock_duration: lockDuration,
    lock_expires_at: lockSeconds === null ? null : now + lockSeconds,
    lock_status: lockSeconds === null ? 'none' : 'active',
    rates: Object.fromEntries(fromCurrencies.map((currency) => [currency, rateOf(currency)])),
    to_currency: toCurrency,
    usage: { type: 'payment' },
  };
}

function settlementCurrency(value: unknown): string {
  if (value === undefined || value === '') throw parameterMissing('to_currency');
  const currency = String(value).toLowerCase();
  if (!isStripeCurrency(currency)) throw unknownCurrency('to_currency', currency);
  if (currency !== SETTLEMENT_CURRENCY) {
    throw parameterNotAllowed(
      'to_currency',
      `The stand-in quotes into ${SETTLEMENT_CURRENCY}, the store’s settlement currency, not ${currency}.`,
    );
  }
  return currency;
}

function quotedCurrencies(value: unknown): string[] {
  if (value === undefined || value === '') throw parameterMissing('from_currencies');
  if (!Array.isArray(value)) throw new StripeApiError(400, 'Invalid array', { param: 'from_currencies' });
  const quoted = PRESENTED_CURRENCIES.filter((currency) => currency !== SETTLEMENT_CURRENCY);
  return value.map((entry, index) => {
    const param = `from_currencies[${index}]`;
    const currency = String(entry).toLowerCase();
    if (!isStripeCurrency(currency)) throw unknownCurrency(param, currency);
    if (!quoted.includes(currency)) {
      const list = `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
      throw parameterNotAllowed(param, `The stand-in quotes ${list} into ${SETTLEMENT_CURRENCY}, not ${currency}.`);
    }
    return currency;
  });
}

function lockDurationOf(value: unknown): LockDuration {
  if (value === undefined) return 'none';
  if (typeof value === 'string' && Object.hasOwn(LOCK_SECONDS, value)) return value as LockDuration;
  throw parameterNotAllowed('lock_duration', 'Invalid lock_duration: must be one of none, five_minutes, hour or day');
}

/** Dollars one unit of `currency` buys: the table's rate turned round, then less the fee (six decimals, as Stripe's rates). */
function rateOf(currency: string): FxRate {
  const perUsd = unitsPerUsd(currency) as number;
  const baseRate = sixDecimals(1 / perUsd);
  return {
    exchange_rate: sixDecimals(baseRate * (1 - FX_FEE_RATE)),
    rate_details: {
      base_rate: baseRate,
      fx_fee_rate: FX_FEE_RATE,
      reference_rate: baseRate,
      reference_rate_provider: 'ecb',
    },
  };
}

function sixDecimals(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
