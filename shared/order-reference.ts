/**
 * How a supporter names a purchase to support: its order number, the same in the receipt, every email
 * about a refund or a lost dispute, and My Purchases.
 */

/** How many of the Checkout Session id's last characters the order number keeps. */
const ORDER_NUMBER_LENGTH = 8;

/**
 * The order number of a purchase: `D1-` and the last 8 characters of its Checkout Session id (the
 * purchase's id, `purchase_id` in the admin's export), in capitals so it reads the same aloud and
 * typed; support finds the purchase by searching for them without regard to case.
 */
export function orderNumberOf(sessionId: string): string {
  return `D1-${sessionId.slice(-ORDER_NUMBER_LENGTH).toUpperCase()}`;
}
