import { formatCount } from './counts';
import { getLocale } from './i18n/paraglide/runtime.js';
import { BASE_LOCALE, type Locale } from './locales';

// US dollars as another language writes them ("30,00 US$", "US$ 30,00"), one formatter per language and form,
// made on first use. English keeps its hand-written form: the first Intl formatter a page makes loads the
// locale data while it hydrates (shared/counts.ts), and the English pages make none.
const localDollars = new Map<string, Intl.NumberFormat>();

/** US dollars (not cents) in a language other than English; `whole` drops the cents, as the goals show them. */
export function formatLocalDollars(dollars: number, locale: Locale, whole = false): string {
  const key = `${locale}:${whole}`;
  let format = localDollars.get(key);
  if (!format) {
    const digits = whole ? 0 : 2;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    localDollars.set(key, format);
  }
  return format.format(dollars);
}

/**
 * Formats integer cents as US dollars with two decimals, in the page's language by default:
 * 3000 → "$30.00", in Spanish "30,00 US$".
 */
export function formatCents(cents: number, locale: Locale = getLocale()): string {
  if (locale !== BASE_LOCALE) return formatLocalDollars(Math.round(cents) / 100, locale);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = formatCount(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/**
 * What a buyer shown their own currency paid in it (Stripe's Adaptive Pricing, the session's
 * `presentment_details`): Stripe's lower-case currency code and the amount in its smallest unit.
 */
export interface PresentedAmount {
  currency: string;
  amount: number;
}

/** Stripe's currencies without a minor unit (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
/** Stripe's currencies with three decimals (https://docs.stripe.com/currencies#three-decimal). */
const THREE_DECIMAL = new Set('bhd jod kwd omr tnd'.split(' '));

/** How many of Stripe's amount units make one unit of the currency: 100 cents, 1 yen, 1000 fils. */
export function minorUnitsPerUnit(currency: string): number {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL.has(code)) return 1;
  return THREE_DECIMAL.has(code) ? 1000 : 100;
}

/**
 * Formats a Stripe amount (the currency's smallest unit) with its currency, in the current language by
 * default: 2762 eur → "€27.62", 4604 jpy → "¥4,604"; in Spanish "27,62 €".
 */
export function formatMoney(amount: number, currency: string, locale: string = getLocale()): string {
  const digits = Math.log10(minorUnitsPerUnit(currency));
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / minorUnitsPerUnit(currency));
}

// Beside another currency the store's dollars say whose they are, as British English writes them. Made on
// first use: the first Intl formatter a page makes loads the locale data (shared/counts.ts).
let usDollars: Intl.NumberFormat | undefined;

/**
 * What a payment charged, as the buyer and the admin read it: "$30.00", or, when the buyer was shown
 * their own currency, that first and the US dollars the ledger counts after it: "€27.62 (US$30.00)".
 */
export function formatPaid(amountCents: number, presented?: PresentedAmount | null): string {
  if (!presented || presented.currency.toLowerCase() === 'usd') return formatCents(amountCents);
  usDollars ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' });
  return `${formatMoney(presented.amount, presented.currency)} (${usDollars.format(amountCents / 100)})`;
}
