/**
 * What an invoice's links open: `hosted_invoice_url`, a page with the seller, the buyer's address,
 * the lines, subtotal, tax, total and currency, marked Paid; and `invoice_pdf`, which at Stripe is a
 * PDF and here is the same invoice as plain text (the stand-in makes no PDFs).
 */
import { formatMoney } from '@shared/money';
import { countryName, stateName } from './billing-address';
import type { Invoice } from './invoices';
import { escapeHtml, page } from './page-layout';
import type { Address } from './stripe-objects';
import { taxPlaceOf } from './stripe-tax';

export function invoicePage(invoice: Invoice): string {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const withCurrency = (amount: number) => `${money(amount)} ${invoice.currency.toUpperCase()}`;
  const number = escapeHtml(invoice.number);
  const billTo = [invoice.customer_email ?? '', ...addressLines(invoice.customer_address)].filter(Boolean);
  const lines = invoice.lines.data.map(
    (line) =>
      `<tr><td>${escapeHtml(line.description)}</td><td>${line.quantity}</td><td>${money(line.amount)}</td></tr>`,
  );
  const row = (label: string, value: string) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`;
  const totals = figures(invoice).map(([label, amount]) => row(label, money(amount)));
  const fields = (invoice.custom_fields ?? []).map((field) => row(field.name, escapeHtml(field.value)));
  return page(
    `Invoice ${invoice.number}`,
    `<p class="note" role="note">Local test invoice from the Stripe stand-in: no money moved.</p>
     <h1>Invoice ${number}</h1>
     <p class="note" role="status">Paid</p>
     <p>Issued and paid on ${dateOf(invoice.status_transitions.paid_at)}.</p>
     ${invoice.description ? `<p>${escapeHtml(invoice.description)}</p>` : ''}
     <h2>From</h2><p>${escapeHtml(invoice.account_name)}</p>
     <h2>Bill to</h2><p>${billTo.map(escapeHtml).join('<br>')}</p>
     ${fields.length > 0 ? `<table><tbody>${fields.join('')}</tbody></table>` : ''}
     <table><thead><tr><th scope="col">Description</th><th scope="col">Qty</th><th scope="col">Amount</th></tr></thead>
     <tbody>${lines.join('')}</tbody></table>
     <table class="totals"><tbody>${totals.join('')}${row('Total', withCurrency(invoice.total))}${row(
       'Amount paid',
       withCurrency(invoice.amount_paid),
     )}</tbody></table>
     ${invoice.footer ? `<p>${escapeHtml(invoice.footer)}</p>` : ''}
     <p><a href="${escapeHtml(invoice.invoice_pdf)}">Download the invoice (PDF)</a></p>`,
  );
}

/** The "PDF": the invoice as plain text, line by line. */
export function invoiceText(invoice: Invoice): string {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const currency = invoice.currency.toUpperCase();
  return [
    `Invoice ${invoice.number}`,
    `Paid on ${dateOf(invoice.status_transitions.paid_at)}`,
    `From: ${invoice.account_name}`,
    `Bill to: ${[invoice.customer_email ?? '', ...addressLines(invoice.customer_address)].filter(Boolean).join(', ')}`,
    '',
    ...invoice.lines.data.map((line) => `${line.description} x ${line.quantity}: ${money(line.amount)}`),
    '',
    ...figures(invoice).map(([label, amount]) => `${label}: ${money(amount)}`),
    `Total: ${money(invoice.total)} ${currency}`,
    `Amount paid: ${money(invoice.amount_paid)} ${currency}`,
    'Paid',
    '',
    'A plain-text stand-in for the PDF Stripe would make.',
    '',
  ].join('\n');
}

export function unknownInvoicePage(): string {
  return page('Not found', '<h1>No such invoice</h1><p>This invoice link is unknown to the local stand-in.</p>');
}

/** Subtotal, the discount if any, and each tax by the name it has where it was worked out. */
function figures(invoice: Invoice): [string, number][] {
  const address = invoice.customer_address;
  const label = address
    ? taxPlaceOf({ country: address.country, state: address.state, postal_code: address.postal_code }).label
    : 'Tax';
  const discount = invoice.total_discount_amounts.reduce((sum, item) => sum + item.amount, 0);
  return [
    ['Subtotal', invoice.subtotal],
    ...(discount > 0 ? [['Discount', -discount] as [string, number]] : []),
    ...invoice.total_taxes.map((tax): [string, number] => [
      tax.tax_behavior === 'inclusive' ? `${label} included` : label,
      tax.amount,
    ]),
  ];
}

/** '98101 Washington', 'United States': what the hosted page asked of the buyer. */
function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const region = [address.postal_code ?? '', address.state ? stateName(address.state) : ''].filter(Boolean).join(' ');
  return [region, countryName(address.country)].filter(Boolean);
}

function dateOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
