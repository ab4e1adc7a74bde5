/**
 * Stripe Tax as the stand-in works it out, for the store's digital goods (every tax code is taxed as
 * its `txcd_10201000`, a video game downloaded with permanent rights). The seller is registered in
 * Germany, France, the United Kingdom and the US states of Washington and California: there it
 * collects the standard rate, or none where the product is exempt (California does not tax digital
 * goods); anywhere else it collects none (`not_collecting`), as https://docs.stripe.com/tax/zero-tax
 * explains. Rates are fixed, as tests need figures they can write down.
 */
import type { BillingAddress } from './billing-address';
import type { TaxabilityReason } from './stripe-objects';

export interface TaxPlace {
  /** The rate in basis points (650 is 6.5 %): amounts stay integers until the one rounding. */
  basisPoints: number;
  taxabilityReason: TaxabilityReason;
  /** The tax rate Stripe Tax names for the place (`txr_…`); the stand-in serves no tax rate object. */
  taxRateId: string;
  /** How the checkout page and the invoice name it: 'VAT (19%)', 'Sales tax (6.5%)', or 'Tax' where none is due. */
  label: string;
}

interface Registration {
  basisPoints: number;
  kind: 'VAT' | 'Sales tax';
}

/** By country, or `US-<state>`: the seller's tax registrations and the rate each charges digital goods. */
const REGISTRATIONS: Record<string, Registration> = {
  DE: { basisPoints: 1900, kind: 'VAT' },
  FR: { basisPoints: 2000, kind: 'VAT' },
  GB: { basisPoints: 2000, kind: 'VAT' },
  'US-WA': { basisPoints: 650, kind: 'Sales tax' },
  'US-CA': { basisPoints: 0, kind: 'Sales tax' },
};

/** What Stripe Tax charges at an address. */
export function taxPlaceOf(address: BillingAddress): TaxPlace {
  const key = address.country === 'US' && address.state ? `US-${address.state}` : address.country;
  const taxRateId = `txr_standin_${key.replace('-', '_')}`;
  const registration = REGISTRATIONS[key];
  if (!registration) return { basisPoints: 0, taxabilityReason: 'not_collecting', taxRateId, label: 'Tax' };
  const { basisPoints, kind } = registration;
  if (basisPoints === 0) return { basisPoints, taxabilityReason: 'product_exempt', taxRateId, label: 'Tax' };
  return { basisPoints, taxabilityReason: 'standard_rated', taxRateId, label: `${kind} (${basisPoints / 100}%)` };
}

export interface LineToTax {
  /** Unit amount × quantity. */
  amount: number;
  taxBehavior: 'exclusive' | 'inclusive';
}

/** A line's amounts once its share of the discount is off and its tax worked out. */
export interface TaxedLine {
  amountSubtotal: number;
  amountDiscount: number;
  amountTax: number;
  amountTotal: number;
  /** What the tax is a share of: the line after discount, without its tax. */
  taxableAmount: number;
  taxBehavior: 'exclusive' | 'inclusive';
}

/**
 * Each line's tax after its share of the discount: exclusive, round(rate × (amount − discount)) on
 * top; inclusive, the part of (amount − discount) that is tax, the total unchanged.
 */
export function taxedLines(lines: LineToTax[], discount: number, basisPoints: number): TaxedLine[] {
  const shares = discountShares(
    lines.map((line) => line.amount),
    discount,
  );
  return lines.map((line, index) => {
    const afterDiscount = line.amount - (shares[index] ?? 0);
    const tax =
      line.taxBehavior === 'exclusive'
        ? Math.round((afterDiscount * basisPoints) / 10_000)
        : Math.round((afterDiscount * basisPoints) / (10_000 + basisPoints));
    const exclusive = line.taxBehavior === 'exclusive';
    return {
      amountSubtotal: line.amount,
      amountDiscount: shares[index] ?? 0,
      amountTax: tax,
      amountTotal: exclusive ? afterDiscount + tax : afterDiscount,
      taxableAmount: exclusive ? afterDiscount : afterDiscount - tax,
      taxBehavior: line.taxBehavior,
    };
  });
}

/** A session-level discount spread over its lines in proportion to their amounts, the rounding left on the last. */
function discountShares(amounts: number[], discount: number): number[] {
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  if (subtotal === 0 || discount === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((discount * amount) / subtotal));
  const given = shares.reduce((sum, share) => sum + share, 0);
  shares[shares.length - 1] = (shares.at(-1) ?? 0) + discount - given;
  return shares;
}
