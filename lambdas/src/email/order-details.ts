/**
 * The lines every email about a purchase names it and its seller by: the receipt, and the emails of a
 * refund or a lost dispute.
 */
import { orderNumberOf } from '@shared/order-reference';
import type { Seller } from '@shared/seller';
import { longUtcDate } from '@shared/utc-date';
import { escapeHtml } from './email-html';

/** Who sold, under the sign-off of every email about a payment. */
export function sellerLine(seller: Seller): string {
  return `Sold by ${seller.name}, ${seller.address}`;
}

/** The seller's line as the HTML emails' small print. */
export function sellerParagraph(seller: Seller): string {
  return `<p style="color:#A1A1B0;font-size:13px">${escapeHtml(sellerLine(seller))}</p>`;
}

/** The order number, and the day of the purchase when the message kept it (receipts queued before it did not). */
export function orderLines(sessionId: string, orderedAt: string | undefined): string[] {
  return [`Order ${orderNumberOf(sessionId)}`, ...(orderedAt ? [`Purchased ${longUtcDate(orderedAt)}`] : [])];
}

/** The same lines as one HTML paragraph. */
export function orderParagraph(sessionId: string, orderedAt: string | undefined): string {
  return `<p>${orderLines(sessionId, orderedAt).map(escapeHtml).join('<br>')}</p>`;
}
