/** `/invoice/{id}` (the hosted invoice page) and `/invoice/{id}/pdf` (its plain-text stand-in for the PDF). */
import { invoicePage, invoiceText, unknownInvoicePage } from './invoice-pages';
import type { Invoice } from './invoices';
import { type Handled, html, type RequestParts, text } from './route-replies';
import type { StripeState } from './stripe-state';

export function hostedInvoiceRoute(state: StripeState, { method, path }: RequestParts): Handled | undefined {
  const [id, format] = path;
  if (method !== 'GET' || !id || path.length > 2 || (format !== undefined && format !== 'pdf')) return undefined;
  let invoice: Invoice;
  try {
    invoice = state.getInvoice(id);
  } catch {
    return html(404, unknownInvoicePage());
  }
  return format === 'pdf' ? text(200, invoiceText(invoice)) : html(200, invoicePage(invoice));
}
