/**
 * The lines every email about a purchase names it, its amounts and its seller by: the receipts, and
 * the emails of a refund, a lost dispute or a cancelled gift. In the language the email is rendered
 * in, with days and amounts as that language writes them (shared/money.ts reads the same language).
 */
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { BASE_LOCALE } from '@shared/locales';
import { formatCents, formatPaid, type PresentedAmount } from '@shared/money';
import { orderNumberOf } from '@shared/order-reference';
import type { Seller } from '@shared/seller';
import { longUtcDate } from '@shared/utc-date';
import { escapeHtml } from './email-html';

/** A day as the email's language writes it, in UTC: "November 28, 2026", "28 de noviembre de 2026". */
export function emailDay(at: string): string {
  const locale = getLocale();
  // English keeps the US form every English email has always used.
  return longUtcDate(at, locale === BASE_LOCALE ? 'en-US' : locale);
}

/** Who sold, under the sign-off of every email about a payment. */
export function sellerLine(seller: Seller): string {
  return m.email_sold_by({ name: seller.name, address: seller.address });
}

/** The seller's line as the HTML emails' small print. */
export function sellerParagraph(seller: Seller): string {
  return `<p style="color:#A1A1B0;font-size:13px">${escapeHtml(sellerLine(seller))}</p>`;
}

/** The order number, and the day of the purchase when the message kept it (receipts queued before it did not). */
export function orderLines(sessionId: string, orderedAt: string | undefined): string[] {
  return [
    m.email_order({ number: orderNumberOf(sessionId) }),
    ...(orderedAt ? [m.email_purchased({ date: emailDay(orderedAt) })] : []),
  ];
}

/** The same lines as one HTML paragraph. */
export function orderParagraph(sessionId: string, orderedAt: string | undefined): string {
  return `<p>${orderLines(sessionId, orderedAt).map(escapeHtml).join('<br>')}</p>`;
}

/** The sign-off of every email to a supporter. */
export function signOff(): string {
  return m.email_sign_off();
}

/** A link in an email's HTML. */
export function link(url: string, text: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}

/**
 * What the buyer paid, as the receipts say it: the price and the tax when there was tax, then the
 * total (in the currency paid as well, with Adaptive Pricing).
 */
export function amountLines(amountCents: number, taxCents: number, presented?: PresentedAmount): string[] {
  const total = m.email_paid({ amount: formatPaid(amountCents, presented) });
  if (taxCents <= 0) return [total];
  return [
    m.email_price({ amount: formatCents(amountCents - taxCents) }),
    m.email_tax({ amount: formatCents(taxCents) }),
    total,
  ];
}
