/**
 * The hosted checkout page (`/pay/{id}`) and what its form posts: Pay, Pay later, Cancel, and Update
 * total for a session that calculates tax automatically. The server decides, as Stripe's does: the
 * page's `required` fields only help the buyer. A payment needs the terms ticked when the session
 * asks for consent, and, with automatic tax, the buyer's location and the very total the page showed
 * for it (a buyer who changed the country without updating sees the new total before paying it).
 */

import { formatCents } from '@shared/money';
import { parse as parseForm } from 'qs';
import { type BillingAddress, placeName, readBillingAddress } from './billing-address';
import { requiresTermsConsent } from './consent';
import { HOSTED_PAGE_MESSAGES } from './hosted-page-messages';
import { checkoutPage, notFoundPage } from './hosted-pages';
import { type Handled, html, type RequestParts, redirect } from './route-replies';
import type { Params } from './session-params';
import { taxesAutomatically, taxQuoteAt } from './session-tax';
import type { SessionRecord } from './state-file';
import type { StripeState } from './stripe-state';

const PAY_ACTIONS = ['pay', 'pay-later'];

export function hostedCheckoutRoute(state: StripeState, id: string, request: RequestParts, baseUrl: string): Handled {
  let record: SessionRecord;
  try {
    record = state.get(id);
  } catch {
    return html(404, notFoundPage());
  }
  if (request.method === 'GET') return html(200, checkoutPage(record));
  const form = parseForm(request.body) as Params;
  const { session } = record;
  if (form.action === 'cancel') return redirect(session.cancel_url ?? baseUrl);
  const updating = form.action === 'update-address' && taxesAutomatically(session);
  if (!updating && !PAY_ACTIONS.includes(String(form.action))) return html(400, checkoutPage(record));
  if (session.status !== 'open') return html(409, checkoutPage(record));
  if (updating) return updateAddress(state, record, form);
  const termsAccepted = form.terms_of_service === 'accepted';
  if (requiresTermsConsent(session) && !termsAccepted) {
    return html(400, checkoutPage(record, HOSTED_PAGE_MESSAGES.termsNotTicked));
  }
  let billingAddress: BillingAddress | undefined;
  if (taxesAutomatically(session)) {
    const read = readBillingAddress(form);
    if (typeof read === 'string') return html(400, checkoutPage(record, HOSTED_PAGE_MESSAGES.addressProblems[read]));
    const total = taxQuoteAt(record, read).total;
    if (typeof form.quotedTotal === 'string' && Number(form.quotedTotal) !== total) {
      state.locate(id, read);
      const message = HOSTED_PAGE_MESSAGES.totalChanged(placeName(read), formatCents(total));
      return html(409, checkoutPage(record, message));
    }
    billingAddress = read;
  }
  const event = state.pay(id, {
    delayed: form.action === 'pay-later',
    presentIn: form.presentIn,
    termsAccepted,
    billingAddress,
    baseUrl,
  });
  return redirect((session.success_url ?? baseUrl).replaceAll('{CHECKOUT_SESSION_ID}', id), [event]);
}

/** Update total: the session takes the address, and the page shows its tax and total. */
function updateAddress(state: StripeState, record: SessionRecord, form: Params): Handled {
  const read = readBillingAddress(form);
  if (typeof read === 'string') return html(400, checkoutPage(record, HOSTED_PAGE_MESSAGES.addressProblems[read]));
  state.locate(record.session.id, read);
  return html(200, checkoutPage(record));
}
