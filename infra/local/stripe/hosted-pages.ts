/**
 * The stand-in's HTML: the hosted checkout page (Pay / Pay later / Cancel, with the billing address
 * when tax is automatic: checkout-tax-markup.ts) and the test-controls page (settling Pay later
 * payments, refunds). Plain forms, no script (page-layout.ts).
 */
import { formatCents } from '@shared/money';
import { shownQuote, taxMarkup } from './checkout-tax-markup';
import { consentMarkup, requiresTermsConsent } from './consent';
import { escapeHtml, page } from './page-layout';
import { PRESENTED_CURRENCIES } from './presentment';
import { taxesAutomatically } from './session-tax';
import type { SessionRecord } from './state-file';
import type { Charge, Dispute } from './stripe-objects';

export interface PaidSessionRow {
  record: SessionRecord;
  charge: Charge;
  dispute: Dispute | undefined;
}

/** What the customer pays for, as the hosted page names it. */
function sessionTitle(record: SessionRecord): string {
  return record.lineItems.map((item) => item.price_data.product_data.name).join(', ');
}

/**
 * The hosted page; `alert` says why the last press was refused (the terms box left unticked, no
 * address, a new total).
 */
export function checkoutPage(record: SessionRecord, alert?: string): string {
  const { session } = record;
  const name = escapeHtml(sessionTitle(record));
  const amount = formatCents(session.amount_total);
  if (session.status === 'expired') {
    // As Stripe's hosted page: an expired session says so and takes no payment.
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back to the store</a></p>` : '';
    return page(
      'Checkout expired',
      `<h1>This checkout session has expired</h1>
       <p>${name}: ${amount}. Nothing was charged; start a new checkout from the store to pay.</p>${back}`,
    );
  }
  if (session.status !== 'open') {
    return page(
      'Checkout closed',
      `<h1>This checkout is ${escapeHtml(session.status)}</h1>
       <p>${name}: ${amount}, payment ${escapeHtml(session.payment_status)}.</p>`,
    );
  }
  const taxed = taxesAutomatically(session);
  // With automatic tax, the total for the address the page shows: what Pay charges.
  const due = taxed ? formatCents(shownQuote(record).total) : amount;
  const email = session.customer_email ? `<p>Paying as ${escapeHtml(session.customer_email)}</p>` : '';
  // With Adaptive Pricing the buyer's location picks the currency at Stripe; here the buyer picks it.
  const currencies = session.adaptive_pricing?.enabled
    ? `<label>Pay in <select name="presentIn">${PRESENTED_CURRENCIES.map((code) => `<option value="${code}">${code.toUpperCase()}</option>`).join('')}</select></label>`
    : '';
  const refused = alert ? `<p class="note" role="alert">${escapeHtml(alert)}</p>` : '';
  return page(
    `Pay ${due} for ${sessionTitle(record)}`,
    `<p class="note" role="note">Local test checkout: no card is charged and no money moves.</p>
     <h1>${name}</h1>
     <p class="amount" aria-label="Amount due ${due}">${due}</p>
     ${email}${refused}
     <form method="post" action="/pay/${encodeURIComponent(session.id)}" class="actions">
       ${taxed ? taxMarkup(record) : ''}${currencies}${termsCheckbox(record)}
       <button type="submit" name="action" value="pay" class="primary">Pay ${due}</button>
       <button type="submit" name="action" value="pay-later">Pay later (bank transfer)</button>
       <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
     </form>`,
  );
}

/** The terms checkbox of a session that requires consent, with its custom text or Stripe's default words. */
function termsCheckbox({ session }: SessionRecord): string {
  if (!requiresTermsConsent(session)) return '';
  const message = session.custom_text?.terms_of_service_acceptance?.message ?? 'I agree to the Terms of Service.';
  return `<label><input type="checkbox" name="terms_of_service" value="accepted" required> ${consentMarkup(message, escapeHtml)}</label>`;
}

/** What the test-controls page lists: payments waiting for the bank (to settle) and paid ones (to refund). */
interface ControlRows {
  processing: SessionRecord[];
  paid: PaidSessionRow[];
}

export function controlPage({ processing, paid }: ControlRows, message?: string): string {
  const notice = message ? `<p class="note" role="status">${escapeHtml(message)}</p>` : '';
  return page(
    'Stripe stand-in: test controls',
    `<h1>Test controls</h1>${notice}${processing.length > 0 ? waitingSection(processing) : ''}<h2>Paid sessions</h2>${paidTable(paid)}`,
  );
}

/** Pay later (bank transfer) payments: the bank's answer, as the settle control gives it. */
function waitingSection(processing: SessionRecord[]): string {
  const rows = processing.map((record) => {
    const { session } = record;
    const what = `${sessionTitle(record)}, ${formatCents(session.amount_total)} by ${session.customer_email ?? 'unknown'}`;
    const button = (outcome: 'succeeded' | 'failed', label: string) =>
      `<button type="submit" name="outcome" value="${outcome}" aria-label="${escapeHtml(`${label}: ${what}`)}">${label}</button>`;
    return `<tr><td>${escapeHtml(sessionTitle(record))}</td><td>${formatCents(session.amount_total)}</td>
      <td>${escapeHtml(session.customer_email ?? '')}</td><td><code>${escapeHtml(session.payment_intent ?? '')}</code></td>
      <td><form method="post" action="/_control/sessions/${encodeURIComponent(session.id)}/settle" class="actions">${button(
        'succeeded',
        'Settle as paid',
      )}${button('failed', 'Settle as failed')}</form></td></tr>`;
  });
  return `<h2>Waiting for the bank</h2>
    <p>Paid with Pay later (bank transfer): the store shows them as processing until the bank settles them.</p>
    <table><thead><tr><th scope="col">Tier</th><th scope="col">Amount</th><th scope="col">Email</th>
    <th scope="col">Payment intent</th><th scope="col">Bank</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function paidTable(paid: PaidSessionRow[]): string {
  const rows = paid.map(({ record, charge, dispute }) => {
    const { session } = record;
    const action = charge.refunded
      ? 'Refunded'
      : dispute?.status === 'lost'
        ? 'Dispute lost'
        : `<form method="post" action="/_control/refunds">
             <input type="hidden" name="paymentIntent" value="${escapeHtml(session.payment_intent ?? '')}">
             <button type="submit" aria-label="Refund ${escapeHtml(sessionTitle(record))} paid by ${escapeHtml(
               session.customer_email ?? 'unknown',
             )}">Refund</button>
           </form>`;
    return `<tr><td>${escapeHtml(sessionTitle(record))}</td><td>${formatCents(session.amount_total)}</td>
      <td>${escapeHtml(session.customer_email ?? '')}</td><td><code>${escapeHtml(session.payment_intent ?? '')}</code></td>
      <td>${action}</td></tr>`;
  });
  return rows.length === 0
    ? '<p>No paid sessions yet.</p>'
    : `<table><thead><tr><th scope="col">Tier</th><th scope="col">Amount</th><th scope="col">Email</th>
       <th scope="col">Payment intent</th><th scope="col">Action</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function notFoundPage(): string {
  return page('Not found', '<h1>No such checkout</h1><p>This checkout link is unknown to the local stand-in.</p>');
}
