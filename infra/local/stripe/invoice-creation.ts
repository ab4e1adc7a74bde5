/**
 * A session's `invoice_creation`, as https://docs.stripe.com/api/checkout/sessions/create takes it:
 * only in `payment` mode (subscriptions invoice anyway, setup has nothing to invoice), refused
 * elsewhere in Stripe's words. The generated schema has checked the shape and the lengths.
 */
import { type Params, stringParam, stringRecord } from './session-params';
import { StripeApiError } from './stripe-errors';
import type { InvoiceCreation } from './stripe-objects';

/** As the session answers it; undefined when the request set none (the answer then says null). */
export function invoiceCreationOf(params: Params, mode: string): InvoiceCreation | undefined {
  const asked = params.invoice_creation as Params | undefined;
  if (!asked) return undefined;
  if (asked.enabled === true && mode !== 'payment') {
    throw new StripeApiError(
      400,
      'You can only enable invoice creation when `mode` is set to `payment`. Invoices are created automatically when `mode` is set to `subscription`, and are unsupported when set to `setup`. To learn more visit https://stripe.com/docs/payments/checkout/post-payment-invoices.',
      { param: 'invoice_creation' },
    );
  }
  const data = (asked.invoice_data ?? {}) as Params;
  return {
    enabled: asked.enabled === true,
    invoice_data: {
      account_tax_ids: Array.isArray(data.account_tax_ids) ? data.account_tax_ids.map(String) : null,
      custom_fields: Array.isArray(data.custom_fields) ? data.custom_fields.map(customField) : null,
      description: stringParam(data, 'description') ?? null,
      footer: stringParam(data, 'footer') ?? null,
      issuer: data.issuer ? (data.issuer as { type: string; account?: string }) : null,
      metadata: stringRecord(data.metadata),
      rendering_options: data.rendering_options ? renderingOptions(data.rendering_options as Params) : null,
    },
  };
}

function customField(field: unknown): { name: string; value: string } {
  const { name, value } = field as Params;
  return { name: String(name), value: String(value) };
}

function renderingOptions(options: Params): { amount_tax_display: string | null; template: string | null } {
  return {
    amount_tax_display: stringParam(options, 'amount_tax_display') ?? null,
    template: stringParam(options, 'template') ?? null,
  };
}
