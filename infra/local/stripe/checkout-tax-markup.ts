/**
 * The parts of the hosted checkout page that automatic tax adds: the billing address (country or
 * region, the state in the United States, an optional postal code) with its Update total button, the
 * subtotal, discount, tax and total for the address shown, and the total the page quoted, which the
 * server holds the payment to (hosted-checkout-route.ts).
 */
import { formatCents } from '@shared/money';
import { type BillingAddress, COUNTRIES, PRESELECTED_ADDRESS, placeName, US_STATES } from './billing-address';
import { HOSTED_PAGE_MESSAGES } from './hosted-page-messages';
import { escapeHtml } from './page-layout';
import { type TaxQuote, taxQuoteAt } from './session-tax';
import type { SessionRecord } from './state-file';

/** The address the page shows and prices: the buyer's last choice, else Stripe's guess from the IP. */
function shownAddress(record: SessionRecord): BillingAddress {
  return record.billingAddress ?? PRESELECTED_ADDRESS;
}

export function shownQuote(record: SessionRecord): TaxQuote {
  return taxQuoteAt(record, shownAddress(record));
}

/** The address fields, the figures for them, and the quoted total the form posts back. */
export function taxMarkup(record: SessionRecord): string {
  const address = shownAddress(record);
  const quote = shownQuote(record);
  const located = record.billingAddress;
  const worked = located
    ? `<p class="note" role="status">${escapeHtml(HOSTED_PAGE_MESSAGES.taxWorkedOut(placeName(located)))}</p>`
    : '';
  return `<fieldset><legend>Billing address</legend>
         <label>Country or region <select name="country" required>${options(
           COUNTRIES,
           address.country,
           'Choose a country or region',
         )}</select></label>
         <label>State (United States only) <select name="state">${options(
           US_STATES,
           address.state ?? '',
           'Outside the United States',
         )}</select></label>
         <label>ZIP or postal code (optional) <input name="postal_code" value="${escapeHtml(
           address.postal_code ?? '',
         )}" maxlength="10" autocomplete="postal-code"></label>
         <button type="submit" name="action" value="update-address" formnovalidate>Update total</button>
       </fieldset>
       ${worked}${totals(quote)}
       <input type="hidden" name="quotedTotal" value="${quote.total}">`;
}

function options(choices: ReadonlyArray<readonly [string, string]>, selected: string, none: string): string {
  const option = (value: string, label: string) =>
    `<option value="${value}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  return [option('', none), ...choices.map(([code, name]) => option(code, name))].join('');
}

function totals(quote: TaxQuote): string {
  const row = (label: string, cents: string) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${cents}</td></tr>`;
  const taxLabel = quote.included ? `${quote.place.label} included` : quote.place.label;
  return `<table class="totals"><tbody>${[
    row('Subtotal', formatCents(quote.subtotal)),
    quote.discount > 0 ? row('Discount', formatCents(-quote.discount)) : '',
    row(taxLabel, formatCents(quote.tax)),
    row('Total due', formatCents(quote.total)),
  ].join('')}</tbody></table>`;
}
