/**
 * Automatic tax on a Checkout Session (`automatic_tax[enabled]`), as Stripe does it: every price must
 * say whether it includes tax (the stand-in's account sets no default tax behavior), the session asks
 * for the buyer's location (`requires_location_inputs`) and adds no tax until it has one, then carries
 * the tax for it in its total, `total_details.amount_tax` and its line items (stripe-tax.ts).
 */
import { type BillingAddress, LOCATION_REQUIRED, stripeAddress } from './billing-address';
import type { Params } from './session-params';
import type { SessionRecord } from './state-file';
import type { StateStore } from './state-store';
import { StripeApiError } from './stripe-errors';
import type { AutomaticTax, CheckoutSession, CustomerDetails, LineItemInput } from './stripe-objects';
import { type TaxedLine, type TaxPlace, taxedLines, taxPlaceOf } from './stripe-tax';

/** What a session that sets no `automatic_tax` answers: https://docs.stripe.com/api/checkout/sessions/object */
const NO_AUTOMATIC_TAX: AutomaticTax = { enabled: false, liability: null, provider: null, status: null };

/**
 * `automatic_tax` of a new session. With it enabled, a price with no tax behavior (or `unspecified`)
 * is refused in Stripe's words, naming the price the line would make (`priceIdOf`).
 */
export function automaticTaxOf(
  params: Params,
  lineItems: LineItemInput[],
  priceIdOf: (index: number) => string,
): AutomaticTax {
  const asked = params.automatic_tax as { enabled?: boolean; liability?: AutomaticTax['liability'] } | undefined;
  if (asked?.enabled !== true) return { ...NO_AUTOMATIC_TAX };
  lineItems.forEach((item, index) => {
    const behavior = item.price_data.tax_behavior;
    if (behavior === 'exclusive' || behavior === 'inclusive') return;
    throw new StripeApiError(
      400,
      `The price \`${priceIdOf(index)}\` does not have a tax behavior set, which is required for automatic tax computation.`,
      { param: `line_items[${index}][price_data][tax_behavior]` },
    );
  });
  return {
    enabled: true,
    liability: asked.liability ?? { type: 'self' },
    provider: 'stripe',
    status: 'requires_location_inputs',
  };
}

export function taxesAutomatically(session: CheckoutSession): boolean {
  return session.automatic_tax.enabled;
}

/**
 * Each line's amounts at `address`: with its share of the discount and its tax; without an address,
 * none. Only for a session that taxes automatically (its prices all say inclusive or exclusive).
 */
export function taxedLinesAt(record: SessionRecord, address: BillingAddress | undefined): TaxedLine[] {
  const lines = record.lineItems.map((item) => ({
    amount: item.price_data.unit_amount * item.quantity,
    taxBehavior: item.price_data.tax_behavior === 'inclusive' ? ('inclusive' as const) : ('exclusive' as const),
  }));
  const basisPoints = address ? taxPlaceOf(address).basisPoints : 0;
  return taxedLines(lines, record.session.total_details.amount_discount, basisPoints);
}

/** What the buyer would pay at `address`, for the hosted page to show before they choose to pay. */
export interface TaxQuote {
  subtotal: number;
  discount: number;
  tax: number;
  /** Whether the tax is inside the prices rather than added to them. */
  included: boolean;
  total: number;
  place: TaxPlace;
}

export function taxQuoteAt(record: SessionRecord, address: BillingAddress): TaxQuote {
  const lines = taxedLinesAt(record, address);
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    subtotal: sum((line) => line.amountSubtotal),
    discount: sum((line) => line.amountDiscount),
    tax: sum((line) => line.amountTax),
    included: lines.every((line) => line.taxBehavior === 'inclusive'),
    total: sum((line) => line.amountTotal),
    place: taxPlaceOf(address),
  };
}

/** The buyer gave their location: the session's total and tax are now worked out for it. */
function locate(record: SessionRecord, address: BillingAddress): void {
  const { session } = record;
  const quote = taxQuoteAt(record, address);
  record.billingAddress = address;
  session.amount_total = quote.total;
  session.total_details = { ...session.total_details, amount_tax: quote.tax };
  session.automatic_tax = { ...session.automatic_tax, status: 'complete' };
}

/** The hosted page's Update total: an open session that taxes automatically takes the buyer's location. */
export function locateOpenSession(store: StateStore, id: string, address: BillingAddress): CheckoutSession {
  const record = store.get(id);
  const { session } = record;
  if (session.status !== 'open') {
    throw new StripeApiError(409, `This Checkout Session is ${session.status}: its address can no longer change.`);
  }
  if (!taxesAutomatically(session)) {
    throw new StripeApiError(400, 'This Checkout Session does not calculate tax, so it asks for no address.');
  }
  locate(record, address);
  store.save();
  return session;
}

/**
 * Paying: a session that taxes automatically is worked out for the address the buyer pays at, and
 * refused without one; any other session ignores the address, as before.
 */
export function locateForPayment(record: SessionRecord, address: BillingAddress | undefined): void {
  if (!taxesAutomatically(record.session)) return;
  if (!address) throw new StripeApiError(400, LOCATION_REQUIRED, { param: 'billingAddress' });
  locate(record, address);
}

/** `customer_details` of a completed session: the address only where tax was worked out for it. */
export function customerDetailsOf(record: SessionRecord): CustomerDetails {
  const { session, billingAddress } = record;
  if (!taxesAutomatically(session) || !billingAddress) return { email: session.customer_email };
  return { email: session.customer_email, address: stripeAddress(billingAddress), tax_exempt: 'none', tax_ids: [] };
}
