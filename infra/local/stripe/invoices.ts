/**
 * The paid invoice a Checkout Session with `invoice_creation[enabled]` issues when it is paid
 * (https://docs.stripe.com/payments/checkout/post-payment-invoices): its lines, discount and taxes as
 * the session had them, numbered as Stripe numbers an account's invoices (`ABCD1234-0001`), with a
 * hosted invoice page and a PDF link the stand-in serves (hosted-invoice-route.ts).
 */
import { stripeAddress } from './billing-address';
import { linePriceId, lineProductId } from './line-items';
import { taxedLinesAt, taxesAutomatically } from './session-tax';
import type { SessionRecord } from './state-file';
import {
  type Address,
  type AutomaticTax,
  list,
  type StripeList,
  stripeId,
  type TaxabilityReason,
} from './stripe-objects';
import { type TaxedLine, taxPlaceOf } from './stripe-tax';

/** The stand-in's account as its invoices name the seller. */
const SELLER = { name: 'D1 Gang', country: 'US' };

/** The account's invoice prefix: Stripe's are 3 to 12 upper-case letters or digits. */
const NUMBER_PREFIX = 'D1GSTAND';

/** A tax on an invoice or one of its lines, as Stripe Tax reports it. */
interface InvoiceTax {
  amount: number;
  tax_behavior: 'exclusive' | 'inclusive';
  tax_rate_details: { tax_rate: string };
  taxability_reason: TaxabilityReason;
  taxable_amount: number;
  type: 'tax_rate_details';
}

interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: { amount: number; discount: string }[];
  discountable: true;
  discounts: string[];
  invoice: string;
  livemode: false;
  metadata: Record<string, string>;
  parent: {
    type: 'invoice_item_details';
    invoice_item_details: {
      invoice_item: string;
      proration: false;
      proration_details: { credited_items: null };
      subscription: null;
    };
    subscription_item_details: null;
  };
  period: { start: number; end: number };
  pretax_credit_amounts: [];
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
  quantity_decimal: string;
  subscription: null;
  subtotal: number;
  taxes: InvoiceTax[];
}

/** A post-payment invoice of a Checkout Session: issued paid, never changed after. */
export interface Invoice {
  id: string;
  object: 'invoice';
  account_country: string;
  account_name: string;
  amount_due: number;
  amount_overpaid: 0;
  amount_paid: number;
  amount_remaining: 0;
  amount_shipping: 0;
  attempt_count: number;
  attempted: true;
  automatic_tax: AutomaticTax & { disabled_reason: null };
  billing_reason: 'manual';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  custom_fields: { name: string; value: string }[] | null;
  customer: string | null;
  customer_address: Address | null;
  customer_email: string | null;
  customer_tax_exempt: 'none';
  customer_tax_ids: [];
  default_tax_rates: [];
  description: string | null;
  discounts: string[];
  effective_at: number;
  ending_balance: 0;
  footer: string | null;
  hosted_invoice_url: string;
  invoice_pdf: string;
  issuer: { type: 'self' };
  lines: StripeList<InvoiceLine>;
  livemode: false;
  metadata: Record<string, string>;
  number: string;
  period_end: number;
  period_start: number;
  post_payment_credit_notes_amount: 0;
  pre_payment_credit_notes_amount: 0;
  starting_balance: 0;
  status: 'paid';
  status_transitions: { finalized_at: number; marked_uncollectible_at: null; paid_at: number; voided_at: null };
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_discount_amounts: { amount: number; discount: string }[];
  total_excluding_tax: number;
  total_pretax_credit_amounts: [];
  total_taxes: InvoiceTax[];
  webhooks_delivered_at: number;
}

/** What an invoice needs besides its session: where it is served, its place in the numbering and when. */
export interface InvoiceIssue {
  baseUrl: string;
  /** 1 for the account's first invoice. */
  sequence: number;
  created: number;
}

export function newInvoice(record: SessionRecord, { baseUrl, sequence, created }: InvoiceIssue): Invoice {
  const { session } = record;
  const id = stripeId('in_test_');
  const discount = session.total_details.amount_discount;
  const discountId = discount > 0 ? stripeId('di_test_') : undefined;
  const lines = invoiceLinesOf(record, id, discountId);
  const taxes = lines.flatMap((line) => line.taxes);
  const taxOf = (behavior: 'exclusive' | 'inclusive') =>
    taxes.filter((tax) => tax.tax_behavior === behavior).reduce((sum, tax) => sum + tax.amount, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const total = subtotal - discount + taxOf('exclusive');
  const data = session.invoice_creation?.invoice_data;
  return {
    id,
    object: 'invoice',
    account_country: SELLER.country,
    account_name: SELLER.name,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: total,
    amount_remaining: 0,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    automatic_tax: { ...session.automatic_tax, disabled_reason: null },
    billing_reason: 'manual',
    collection_method: 'charge_automatically',
    created,
    currency: session.currency,
    custom_fields: data?.custom_fields ?? null,
    customer: session.customer ?? null,
    customer_address:
      record.billingAddress && taxesAutomatically(session) ? stripeAddress(record.billingAddress) : null,
    customer_email: session.customer_email,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_tax_rates: [],
    description: data?.description ?? null,
    discounts: discountId ? [discountId] : [],
    effective_at: created,
    ending_balance: 0,
    footer: data?.footer ?? null,
    hosted_invoice_url: `${baseUrl}/invoice/${id}`,
    invoice_pdf: `${baseUrl}/invoice/${id}/pdf`,
    issuer: { type: 'self' },
    lines: list(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: data?.metadata ?? {},
    number: `${NUMBER_PREFIX}-${String(sequence).padStart(4, '0')}`,
    period_end: created,
    period_start: created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    starting_balance: 0,
    status: 'paid',
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: created, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal - taxOf('inclusive'),
    total,
    total_discount_amounts: discountId ? [{ amount: discount, discount: discountId }] : [],
    total_excluding_tax: total - taxOf('exclusive') - taxOf('inclusive'),
    total_pretax_credit_amounts: [],
    total_taxes: totalTaxes(taxes),
    webhooks_delivered_at: created,
  };
}

/** The invoice's lines: amounts, each one's share of the discount, and the tax Stripe Tax worked out on each. */
function invoiceLinesOf(record: SessionRecord, invoice: string, discountId: string | undefined): InvoiceLine[] {
  const { session } = record;
  const taxed = taxesAutomatically(session);
  const amounts = taxedLinesAt(record, taxed ? record.billingAddress : undefined);
  const place = taxed && record.billingAddress ? taxPlaceOf(record.billingAddress) : undefined;
  return record.lineItems.map((item, index) => {
    const amount = item.price_data.unit_amount * item.quantity;
    const line = amounts[index];
    const share = line?.amountDiscount ?? 0;
    return {
      id: stripeId('il_test_'),
      object: 'line_item',
      amount,
      currency: session.currency,
      description: item.price_data.product_data.name,
      discount_amounts: discountId && share > 0 ? [{ amount: share, discount: discountId }] : [],
      discountable: true,
      discounts: [],
      invoice,
      livemode: false,
      metadata: {},
      parent: {
        type: 'invoice_item_details',
        invoice_item_details: {
          invoice_item: stripeId('ii_test_'),
          proration: false,
          proration_details: { credited_items: null },
          subscription: null,
        },
        subscription_item_details: null,
      },
      period: { start: session.created, end: session.created },
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: linePriceId(session.id, index), product: lineProductId(session.id, index) },
        unit_amount_decimal: String(item.price_data.unit_amount),
      },
      quantity: item.quantity,
      quantity_decimal: String(item.quantity),
      subscription: null,
      subtotal: amount,
      taxes: place && line ? [lineTax(line, place.taxRateId, place.taxabilityReason)] : [],
    };
  });
}

function lineTax(line: TaxedLine, taxRate: string, reason: TaxabilityReason): InvoiceTax {
  return {
    amount: line.amountTax,
    tax_behavior: line.taxBehavior,
    tax_rate_details: { tax_rate: taxRate },
    taxability_reason: reason,
    taxable_amount: line.taxableAmount,
    type: 'tax_rate_details',
  };
}

/** The lines' taxes added up per tax rate and behavior, as `total_taxes` gives them. */
function totalTaxes(taxes: InvoiceTax[]): InvoiceTax[] {
  const totals = new Map<string, InvoiceTax>();
  for (const tax of taxes) {
    const key = `${tax.tax_rate_details.tax_rate} ${tax.tax_behavior}`;
    const sum = totals.get(key);
    totals.set(
      key,
      sum
        ? { ...sum, amount: sum.amount + tax.amount, taxable_amount: sum.taxable_amount + tax.taxable_amount }
        : { ...tax },
    );
  }
  return [...totals.values()];
}
