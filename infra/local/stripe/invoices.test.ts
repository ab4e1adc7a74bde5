import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { responseErrors } from './request-schemas';
import { standInTestbedPerFile, startStandInTestbed } from './stand-in-testbed';
import { missingFields } from './stripe-fields';

type SessionParams = Stripe.Checkout.SessionCreateParams;

/**
 * Post-payment invoices (`invoice_creation`) as Checkout issues them: completing the session makes a
 * paid invoice, numbered as Stripe numbers them, with the tax Stripe Tax worked out, a hosted invoice
 * page and a PDF link (a plain-text stand-in for the PDF).
 */
describe('Stripe stand-in: invoices of Checkout Sessions', () => {
  const bed = standInTestbedPerFile();

  function invoicedSession(extra: Partial<SessionParams> = {}, taxed = true) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 3000,
            ...(taxed ? { tax_behavior: 'exclusive' as const } : {}),
            product_data: { name: 'D1 Gang Starter', tax_code: 'txcd_10201000' },
          },
          quantity: 1,
        },
      ],
      ...(taxed ? { automatic_tax: { enabled: true } } : {}),
      invoice_creation: {
        enabled: true,
        invoice_data: {
          description: 'D1 Gang Starter package',
          footer: 'Thanks for backing the game.',
          metadata: { tierId: 'starter' },
          custom_fields: [{ name: 'Tier', value: 'Starter' }],
        },
      },
      customer_email: 'fan@d1gang.local',
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      ...extra,
    });
  }

  async function paidInvoice(billingAddress: unknown = { country: 'DE' }, extra: Partial<SessionParams> = {}) {
    const created = await invoicedSession(extra);
    const response = await bed.control(`sessions/${created.id}/pay`, { billingAddress });
    expect(response.status).toBe(200);
    const session = await bed.stripe.checkout.sessions.retrieve(created.id);
    return { session, invoice: await bed.stripe.invoices.retrieve(session.invoice as string) };
  }

  it('has no invoice until the session is paid', async () => {
    const created = await invoicedSession();

    expect(created.invoice).toBeNull();
    expect(created.invoice_creation).toMatchObject({ enabled: true });
  });

  it('issues a paid invoice on payment, with the tax for the buyer’s address, and the session names it', async () => {
    const { session, invoice } = await paidInvoice({ country: 'DE' });

    expect(session.invoice).toMatch(/^in_/);
    expect(session.customer).toMatch(/^cus_/);
    expect(invoice).toMatchObject({
      id: session.invoice,
      object: 'invoice',
      number: expect.stringMatching(/^[A-Z0-9]{8}-\d{4}$/),
      status: 'paid',
      currency: 'usd',
      customer: session.customer,
      customer_email: 'fan@d1gang.local',
      customer_address: { city: null, country: 'DE', line1: null, line2: null, postal_code: null, state: null },
      subtotal: 3000,
      subtotal_excluding_tax: 3000,
      total_excluding_tax: 3000,
      total: 3570,
      amount_due: 3570,
      amount_paid: 3570,
      amount_remaining: 0,
      description: 'D1 Gang Starter package',
      footer: 'Thanks for backing the game.',
      metadata: { tierId: 'starter' },
      custom_fields: [{ name: 'Tier', value: 'Starter' }],
      automatic_tax: { enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'complete' },
      hosted_invoice_url: `${bed.standIn.url}/invoice/${session.invoice}`,
      invoice_pdf: `${bed.standIn.url}/invoice/${session.invoice}/pdf`,
      livemode: false,
    });
    expect(invoice.total_taxes).toEqual([
      {
        amount: 570,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: expect.stringMatching(/^txr_/) },
        taxability_reason: 'standard_rated',
        taxable_amount: 3000,
        type: 'tax_rate_details',
      },
    ]);
    expect(invoice.lines.data).toEqual([
      expect.objectContaining({
        object: 'line_item',
        amount: 3000,
        subtotal: 3000,
        currency: 'usd',
        description: 'D1 Gang Starter',
        quantity: 1,
        invoice: invoice.id,
        taxes: [expect.objectContaining({ amount: 570, taxability_reason: 'standard_rated', taxable_amount: 3000 })],
      }),
    ]);
    expect(invoice.status_transitions).toMatchObject({ paid_at: bed.clock.now, finalized_at: bed.clock.now });
  });

  it.each([
    ['California: digital goods are exempt', { country: 'US', state: 'CA' }, 'product_exempt'],
    ['Japan: the seller is not registered there', { country: 'JP' }, 'not_collecting'],
  ])('says why there is no tax in %s', async (_place, billingAddress, reason) => {
    const { invoice } = await paidInvoice(billingAddress);

    expect(invoice.total).toBe(3000);
    expect(invoice.total_taxes).toEqual([expect.objectContaining({ amount: 0, taxability_reason: reason })]);
  });

  it('takes the discount off before the tax, as the session did', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 25 });

    const { invoice } = await paidInvoice({ country: 'DE' }, { discounts: [{ coupon: coupon.id }] });

    expect(invoice).toMatchObject({ subtotal: 3000, total_excluding_tax: 2250, total: 2678 });
    expect(invoice.total_discount_amounts).toEqual([{ amount: 750, discount: expect.stringMatching(/^di_/) }]);
    expect(invoice.total_taxes?.[0]).toMatchObject({ amount: 428, taxable_amount: 2250 });
  });

  it('numbers invoices one after another under one prefix', async () => {
    const first = (await paidInvoice()).invoice.number ?? '';
    const second = (await paidInvoice()).invoice.number ?? '';

    const [prefix, sequence] = first.split('-');
    expect(second).toBe(`${prefix}-${String(Number(sequence) + 1).padStart(4, '0')}`);
  });

  it('answers the session with its invoice in place of the id when asked to expand it', async () => {
    const { session, invoice } = await paidInvoice();

    const expanded = await bed.stripe.checkout.sessions.retrieve(session.id, { expand: ['invoice', 'line_items'] });

    // As JSON: the SDK reads the decimal strings of a retrieved invoice as Decimals, not those of an expanded one.
    expect(JSON.parse(JSON.stringify(expanded.invoice))).toEqual(JSON.parse(JSON.stringify(invoice)));
    expect(expanded.line_items?.data).toHaveLength(1);
    const shown = expanded.invoice as Stripe.Invoice;
    expect({
      id: shown.id,
      number: shown.number,
      hosted_invoice_url: shown.hosted_invoice_url,
      invoice_pdf: shown.invoice_pdf,
      status: shown.status,
    }).toEqual({
      id: invoice.id,
      number: invoice.number,
      hosted_invoice_url: `${bed.standIn.url}/invoice/${invoice.id}`,
      invoice_pdf: `${bed.standIn.url}/invoice/${invoice.id}/pdf`,
      status: 'paid',
    });
    expect(responseErrors('session', expanded)).toEqual([]);
    expect(responseErrors('invoice', invoice)).toEqual([]);
    expect(missingFields(expanded)).toEqual([]);
  });

  it('answers an invoice with every field Stripe always sends', async () => {
    const { invoice } = await paidInvoice();

    expect(missingFields(invoice)).toEqual([]);
  });

  it('expands nothing for a session without an invoice: invoice stays null', async () => {
    const created = await bed.createSession();
    await bed.control(`sessions/${created.id}/pay`);

    const expanded = await bed.stripe.checkout.sessions.retrieve(created.id, { expand: ['invoice'] });

    expect(expanded.invoice).toBeNull();
  });

  it('refuses an unknown invoice with Stripe’s 404', async () => {
    await expect(bed.stripe.invoices.retrieve('in_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such invoice: 'in_unknown'",
    });
  });

  it('issues an invoice without tax for a session without automatic tax', async () => {
    const created = await invoicedSession({}, false);
    await bed.control(`sessions/${created.id}/pay`);

    const session = await bed.stripe.checkout.sessions.retrieve(created.id, { expand: ['invoice'] });

    expect(session.invoice).toMatchObject({
      status: 'paid',
      total: 3000,
      total_taxes: [],
      customer_address: null,
      automatic_tax: { enabled: false, status: null },
    });
  });

  it('issues the invoice of a delayed payment only once the bank settles it as paid', async () => {
    const created = await invoicedSession();
    await bed.control(`sessions/${created.id}/pay`, { delayed: true, billingAddress: { country: 'FR' } });
    const processing = await bed.stripe.checkout.sessions.retrieve(created.id);

    await bed.control(`sessions/${created.id}/settle`, { outcome: 'succeeded' });

    expect(processing.invoice).toBeNull();
    const settled = await bed.stripe.checkout.sessions.retrieve(created.id, { expand: ['invoice'] });
    expect(settled.invoice).toMatchObject({ status: 'paid', total: 3600, amount_paid: 3600 });
  });

  it('issues no invoice when the bank turns a delayed payment down', async () => {
    const created = await invoicedSession();
    await bed.control(`sessions/${created.id}/pay`, { delayed: true, billingAddress: { country: 'FR' } });

    await bed.control(`sessions/${created.id}/settle`, { outcome: 'failed' });

    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).invoice).toBeNull();
  });

  it('serves the hosted invoice page: seller, buyer’s address, line, subtotal, tax, total, currency, Paid', async () => {
    const { invoice } = await paidInvoice({ country: 'US', state: 'WA', postal_code: '98101' });

    const response = await fetch(invoice.hosted_invoice_url ?? '');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const part of [
      `<h1>Invoice ${invoice.number}</h1>`,
      '<p class="note" role="status">Paid</p>',
      '<h2>From</h2><p>D1 Gang</p>',
      '<h2>Bill to</h2><p>fan@d1gang.local<br>98101 Washington<br>United States</p>',
      '<tr><td>D1 Gang Starter</td><td>1</td><td>$30.00</td></tr>',
      '<tr><th scope="row">Subtotal</th><td>$30.00</td></tr>',
      '<tr><th scope="row">Sales tax (6.5%)</th><td>$1.95</td></tr>',
      '<tr><th scope="row">Total</th><td>$31.95 USD</td></tr>',
      '<tr><th scope="row">Amount paid</th><td>$31.95 USD</td></tr>',
      `<a href="${invoice.invoice_pdf}">Download the invoice (PDF)</a>`,
    ]) {
      expect(html).toContain(part);
    }
  });

  it('answers the PDF link with a plain-text stand-in of the invoice', async () => {
    const { invoice } = await paidInvoice({ country: 'GB' });

    const response = await fetch(invoice.invoice_pdf ?? '');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('VAT (20%): $6.00');
    expect(text).toContain('Total: $36.00 USD');
    expect(text).toContain('Paid');
  });

  it('answers an unknown invoice page with 404', async () => {
    const response = await fetch(`${bed.standIn.url}/invoice/in_unknown`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>No such invoice</h1>');
  });
});

describe('Stripe stand-in: invoices across a restart', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'd1-stripe-invoices-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps invoices and their numbering in the state file', async () => {
    const stateFile = join(dir, 'stripe.json');
    const pay = async (bed: Awaited<ReturnType<typeof startStandInTestbed>>) => {
      const created = await bed.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
        ],
        invoice_creation: { enabled: true },
      });
      await bed.control(`sessions/${created.id}/pay`);
      return (await bed.stripe.checkout.sessions.retrieve(created.id)).invoice as string;
    };
    const first = await startStandInTestbed({ stateFile });
    const before = await pay(first).finally(() => first.close());

    const second = await startStandInTestbed({ stateFile });
    try {
      const kept = await second.stripe.invoices.retrieve(before);
      const next = await second.stripe.invoices.retrieve(await pay(second));

      expect(kept.status).toBe('paid');
      expect(next.number?.endsWith('-0002')).toBe(true);
    } finally {
      await second.close();
    }
  });
});
