/** The lines every email about a purchase names it by: the receipt, and the emails of a refund or a lost dispute. */
import { orderNumberOf } from '@shared/order-reference';
import { longUtcDate } from '@shared/utc-date';
import { escapeHtml } from './email-html';

/** The order number, and the day of the purchase when the message kept it (receipts queued before it did not). */
export function orderLines(sessionId: string, orderedAt: string | undefined): string[] {
  return [`Order ${orderNumberOf(sessionId)}`, ...(orderedAt ? [`Purchased ${longUtcDate(orderedAt)}`] : [])];
}

/** The same lines as one HTML paragraph. */
export function orderParagraph(sessionId: string, orderedAt: string | undefined): string {
  return `<p>${orderLines(sessionId, orderedAt).map(escapeHtml).join('<br>')}</p>`;
}
