/**
 * Consent to the terms at checkout, as Stripe does it: `consent_collection.terms_of_service:
 * 'required'` puts a checkbox on the hosted page beside `custom_text.terms_of_service_acceptance`
 * (Markdown links rendered), the session cannot be paid until it is ticked, and the completed
 * session carries `consent.terms_of_service: 'accepted'`. The generated schema has already refused
 * values Stripe refuses (an unknown `terms_of_service`, a message over 1200 characters).
 */
import type { Params } from './session-params';
import { StripeApiError } from './stripe-errors';
import type { CheckoutSession } from './stripe-objects';

/** `consent_collection` as the session answers it: null when the request set none. */
export function consentCollectionOf(params: Params): CheckoutSession['consent_collection'] {
  const asked = params.consent_collection as Params | undefined;
  if (!asked) return null;
  return {
    payment_method_reuse_agreement: null,
    promotions: typeof asked.promotions === 'string' ? asked.promotions : null,
    terms_of_service: typeof asked.terms_of_service === 'string' ? asked.terms_of_service : null,
  };
}

/** `custom_text` as the session answers it: each text null unless set (sent empty, it is unset). */
export function customTextOf(params: Params): CheckoutSession['custom_text'] {
  const asked = (params.custom_text ?? {}) as Params;
  const text = (name: string) => {
    const message = (asked[name] as Params | undefined)?.message;
    return typeof message === 'string' ? { message } : null;
  };
  return {
    after_submit: text('after_submit'),
    shipping_address: text('shipping_address'),
    submit: text('submit'),
    terms_of_service_acceptance: text('terms_of_service_acceptance'),
  };
}

export function requiresTermsConsent(session: CheckoutSession): boolean {
  return session.consent_collection?.terms_of_service === 'required';
}

/** The buyer pays: refused unless a session that requires the terms had its box ticked; what it records on completion. */
export function consentAtPayment(session: CheckoutSession, termsAccepted: boolean): CheckoutSession['consent'] {
  if (!requiresTermsConsent(session)) return null;
  if (!termsAccepted) {
    throw new StripeApiError(
      400,
      'This Checkout Session requires the customer to accept the terms of service before it can be paid.',
    );
  }
  return { promotions: null, terms_of_service: 'accepted' };
}

/** The checkbox's text as HTML: `[text](https://…)` a link, everything else escaped. */
export function consentMarkup(message: string, escapeHtml: (text: string) => string): string {
  const link = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
  let html = '';
  let last = 0;
  for (const match of message.matchAll(link)) {
    const [whole, text = '', href = ''] = match;
    html += `${escapeHtml(message.slice(last, match.index))}<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
    last = match.index + whole.length;
  }
  return html + escapeHtml(message.slice(last));
}
