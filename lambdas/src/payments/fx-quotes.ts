/**
 * Stripe's FX quotes for the tier cards' estimate (docs/payments.md, Currencies): what one unit of the
 * buyer's currency buys in US dollars, Stripe's FX fee in, locked for an hour. Each quote is kept in
 * the Lambda's memory until shortly before its lock lapses, so however many pages ask, a container
 * asks Stripe at most once an hour per currency.
 */
import type { CurrencyEstimate } from '@shared/currency-estimate';
import type Stripe from 'stripe';
import { logger } from '../lib/logger';

/** The FX Quotes API is a preview: Stripe serves it only under a preview API version. */
const FX_QUOTES_API_VERSION = '2025-07-30.preview';
/** The store's settlement currency: the quote is into it. */
const SETTLEMENT_CURRENCY = 'usd';
/** A quote is handed out until this long before its lock lapses, so a page never holds a lapsed rate for long. */
const REFRESH_BEFORE_MS = 5 * 60_000;
/** After a failed quote the cards go without an estimate this long before Stripe is asked again. */
const FAILURE_PAUSE_MS = 60_000;
/** A page waits for no slow quote: the cards' sentence does without it. */
const QUOTE_TIMEOUT_MS = 3_000;

interface HeldQuote {
  estimate: Promise<CurrencyEstimate | null>;
  /** Epoch ms until which `estimate` is handed out; while the request is out, for ever. */
  until: number;
}

const held = new Map<string, HeldQuote>();

/**
 * The buyer's rate for `currency` (lower case, not USD), from the held quote or a new one; null when
 * Stripe gave none (down, refusing, or an answer without the rate), which is logged, never thrown.
 * Requests that arrive while a quote is being asked for share it.
 */
export function buyerRate(stripe: Stripe, currency: string): Promise<CurrencyEstimate | null> {
  const current = held.get(currency);
  if (current && Date.now() < current.until) return current.estimate;
  const entry: HeldQuote = { estimate: Promise.resolve(null), until: Number.POSITIVE_INFINITY };
  entry.estimate = askStripe(stripe, currency).then(
    (estimate) => {
      entry.until = Date.parse(estimate.validUntil);
      return estimate;
    },
    (error: unknown) => {
      logger.warn('Stripe gave no FX quote: the tier cards go without an estimate', { currency, error });
      entry.until = Date.now() + FAILURE_PAUSE_MS;
      return null;
    },
  );
  held.set(currency, entry);
  return entry.estimate;
}

/** Forgets every held quote (tests). */
export function forgetFxQuotes(): void {
  held.clear();
}

interface FxQuoteAnswer {
  lock_expires_at?: number | null;
  rates?: Record<string, { exchange_rate?: unknown } | undefined>;
}

async function askStripe(stripe: Stripe, currency: string): Promise<CurrencyEstimate> {
  const quote = (await stripe.rawRequest(
    'POST',
    '/v1/fx_quotes',
    { to_currency: SETTLEMENT_CURRENCY, from_currencies: [currency], lock_duration: 'hour' },
    { apiVersion: FX_QUOTES_API_VERSION, timeout: QUOTE_TIMEOUT_MS, maxNetworkRetries: 0 },
  )) as FxQuoteAnswer;
  const rate = quote.rates?.[currency]?.exchange_rate;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    throw new Error(`The FX quote has no usable rate for ${currency}`);
  }
  const lockEnds = typeof quote.lock_expires_at === 'number' ? quote.lock_expires_at * 1000 : Date.now();
  const validUntil = Math.max(lockEnds - REFRESH_BEFORE_MS, Date.now() + FAILURE_PAUSE_MS);
  // exchange_rate is dollars per unit of the buyer's currency; the cards multiply dollars by its inverse.
  return { currency, perUsd: Number((1 / rate).toPrecision(8)), validUntil: new Date(validUntil).toISOString() };
}
