/**
 * A session's line items as `GET /v1/checkout/sessions/{id}/line_items` and `expand[]=line_items`
 * answer them. An inline `price_data` makes a one-time, inactive price (and a product) Stripe keeps
 * for this session only; their ids are derived from the session's, so they stay the same each time.
 */
import { taxedLinesAt, taxesAutomatically } from './session-tax';
import type { SessionRecord } from './state-file';
import { list } from './stripe-objects';

/** The id of the price the session's line `index` makes. */
export function linePriceId(sessionId: string, index: number): string {
  return `price_${sessionId.slice(-16)}${index}`;
}

export function lineProductId(sessionId: string, index: number): string {
  return `prod_${sessionId.slice(-16)}${index}`;
}

export function lineItemList(record: SessionRecord) {
  const { session } = record;
  const items = record.lineItems.map((item, index) => {
    const amount = item.price_data.unit_amount * item.quantity;
    return {
      id: `li_${session.id.slice(-16)}${index}`,
      object: 'item',
      ...lineAmounts(record, index, amount),
      currency: item.price_data.currency,
      description: item.price_data.product_data.name,
      quantity: item.quantity,
      price: {
        id: linePriceId(session.id, index),
        object: 'price',
        active: false,
        billing_scheme: 'per_unit',
        created: session.created,
        currency: item.price_data.currency,
        livemode: false,
        metadata: {},
        ...(item.price_data.tax_behavior ? { tax_behavior: item.price_data.tax_behavior } : {}),
        type: 'one_time',
        unit_amount: item.price_data.unit_amount,
        unit_amount_decimal: String(item.price_data.unit_amount),
        product: lineProductId(session.id, index),
      },
    };
  });
  return list(items, `/v1/checkout/sessions/${session.id}/line_items`);
}

/**
 * With automatic tax, the line's share of the discount and its tax at the buyer's location (none
 * before they give it); without, the amounts the stand-in has always answered.
 */
function lineAmounts(record: SessionRecord, index: number, amount: number) {
  if (!taxesAutomatically(record.session)) {
    return { amount_discount: 0, amount_subtotal: amount, amount_tax: 0, amount_total: amount };
  }
  const line = taxedLinesAt(record, record.billingAddress)[index];
  return {
    amount_discount: line?.amountDiscount ?? 0,
    amount_subtotal: amount,
    amount_tax: line?.amountTax ?? 0,
    amount_total: line?.amountTotal ?? amount,
  };
}
