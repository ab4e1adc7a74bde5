/**
 * Where the buyer is, as the hosted page asks it of a session that calculates tax automatically: a
 * country or region, the state in the United States, and an optional postal code. Stripe pre-fills
 * the country from the buyer's IP; the stand-in pre-selects California, which does not tax the
 * store's digital goods, so journeys that do not choose pay the price alone.
 */
import { StripeApiError } from './stripe-errors';
import type { Address } from './stripe-objects';

export interface BillingAddress {
  country: string;
  /** Only in the United States. */
  state: string | null;
  postal_code: string | null;
}

/** The countries and regions the hosted page offers, in its order. */
export const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['BR', 'Brazil'],
  ['JP', 'Japan'],
  ['MX', 'Mexico'],
];

export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** What the hosted page shows selected until the buyer chooses: Stripe's guess from the IP, here fixed. */
export const PRESELECTED_ADDRESS: BillingAddress = { country: 'US', state: 'CA', postal_code: null };

export type AddressProblem = 'no-country' | 'unknown-country' | 'no-state' | 'unknown-state' | 'bad-postal-code';

/** A ZIP or postal code as far as the stand-in checks one: up to 10 letters, digits, spaces or hyphens. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/;

const countryCodes = new Set(COUNTRIES.map(([code]) => code));
const stateCodes = new Set(US_STATES.map(([code]) => code));

/** The address in the page's form fields (or the pay control's `billingAddress`), or what is wrong with it. */
export function readBillingAddress(fields: Record<string, unknown>): BillingAddress | AddressProblem {
  const country = textOf(fields.country).toUpperCase();
  if (!country) return 'no-country';
  if (!countryCodes.has(country)) return 'unknown-country';
  const postalCode = textOf(fields.postal_code);
  if (postalCode && !POSTAL_CODE.test(postalCode)) return 'bad-postal-code';
  if (country !== 'US') return { country, state: null, postal_code: postalCode || null };
  const state = textOf(fields.state).toUpperCase();
  if (!state) return 'no-state';
  if (!stateCodes.has(state)) return 'unknown-state';
  return { country, state, postal_code: postalCode || null };
}

/**
 * The address the pay control pays at: none given, the one the hosted page shows (the buyer's last
 * choice, else the pre-selected one), as a buyer who did what the page asks; `null`, none at all.
 */
export function controlBillingAddress(value: unknown, shown: BillingAddress): BillingAddress | undefined {
  if (value === undefined) return shown;
  if (value === null) return undefined;
  const read = readBillingAddress(value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  if (typeof read !== 'string') return read;
  throw addressRefusal(read, value as Record<string, unknown>);
}

/** The pay control's refusal of an address it cannot take (the hosted page says it in its own words). */
function addressRefusal(problem: AddressProblem, value: Record<string, unknown>): StripeApiError {
  const messages: Record<AddressProblem, string> = {
    'no-country': LOCATION_REQUIRED,
    'no-state': LOCATION_REQUIRED,
    'unknown-country': `The hosted page offers no country or region ${textOf(value.country)}: use one of ${[...countryCodes].join(', ')}.`,
    'unknown-state': `The hosted page offers no US state ${textOf(value.state)}: use its two-letter code, as WA.`,
    'bad-postal-code': 'Invalid billingAddress[postal_code]: up to 10 letters, digits, spaces or hyphens.',
  };
  return new StripeApiError(400, messages[problem], { param: 'billingAddress' });
}

export const LOCATION_REQUIRED =
  'This Checkout Session calculates tax automatically: it cannot be paid until the customer gives a billing address (a country or region, and a state in the United States).';

/** 'Germany', or 'Washington, United States'. */
export function placeName(address: BillingAddress): string {
  const country = nameOf(COUNTRIES, address.country);
  return address.state ? `${nameOf(US_STATES, address.state)}, ${country}` : country;
}

export function countryName(code: string): string {
  return nameOf(COUNTRIES, code);
}

export function stateName(code: string): string {
  return nameOf(US_STATES, code);
}

/** As Stripe answers the address in `customer_details` and on the invoice: what was not asked is null. */
export function stripeAddress(address: BillingAddress): Address {
  return {
    city: null,
    country: address.country,
    line1: null,
    line2: null,
    postal_code: address.postal_code,
    state: address.state,
  };
}

function nameOf(names: ReadonlyArray<readonly [string, string]>, code: string): string {
  return names.find(([candidate]) => candidate === code)?.[1] ?? code;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
