/**
 * What a buyer pays with a creator code: the price less its percent, the discount rounded to the cent
 * as Stripe rounds a percent-off coupon. Checkout's charge (shared/checkout-charge.ts) applies it.
 */
export function priceWithCreatorCodeCents(priceCents: number, percentOff: number): number {
  return priceCents - Math.round((priceCents * percentOff) / 100);
}
