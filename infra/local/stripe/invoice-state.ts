/** Invoices in the stand-in's state: issued when a session that asked for one is paid, retrieved by id. */
import { type Invoice, newInvoice } from './invoices';
import type { SessionRecord } from './state-file';
import type { StateStore } from './state-store';
import { resourceMissing } from './stripe-errors';
import { stripeId } from './stripe-objects';

/**
 * A session that creates an invoice needs a Customer for it: Checkout makes one when the session
 * completes (`customer_creation: 'if_required'`). The stand-in serves no customer object.
 */
export function customerForInvoice(record: SessionRecord): void {
  const { session } = record;
  if (session.invoice_creation?.enabled && !session.customer) session.customer = stripeId('cus_test_');
}

/** The session is paid (or needs no payment): its invoice is issued, paid, and the session names it. */
export function issueInvoice(store: StateStore, record: SessionRecord, baseUrl: string): void {
  const { session } = record;
  if (!session.invoice_creation?.enabled || session.invoice) return;
  const invoice = newInvoice(record, { baseUrl, sequence: store.invoices.length + 1, created: store.clock() });
  store.invoices.push(invoice);
  session.invoice = invoice.id;
}

/** GET /v1/invoices/{id}. */
export function getInvoice(store: StateStore, id: string): Invoice {
  const invoice = store.invoices.find((candidate) => candidate.id === id);
  if (!invoice) throw resourceMissing('invoice', id);
  return invoice;
}
