import * as m from './i18n/paraglide/messages/_index.js';

/**
 * What the store says about tax. Prices are before tax: Stripe Tax adds the VAT or sales tax due at the
 * buyer's billing address at checkout (docs/payments.md §Tax (Stripe Tax) and invoices).
 */
export const TAX_MESSAGES = {
  /** Under each list of tier cards, once: the prices on the cards are US dollars, before tax (in the page's language). */
  get pricesBeforeTax() {
    return m.landing_tier_prices_before_tax();
  },
  /** The admin tax report's note on what its figures are, and that they are not what is filed. */
  taxReportBasis:
    'Figures are in US dollars, by the month (UTC) a sale or refund happened: a refund lowers the month it was made in, not the month of the sale. Stripe Tax’s own reports are the source for filing tax returns.',
} as const;

/** The admin tax report of a year in which nothing was sold or given back. */
export function noTaxReportRows(year: string): string {
  return `No sales or refunds in ${year}.`;
}
