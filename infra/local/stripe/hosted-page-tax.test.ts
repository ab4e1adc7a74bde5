import type Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

/**
 * The hosted page of a session with automatic tax: it asks for the billing country (and the state in
 * the United States), pre-selected as Stripe pre-fills it from the buyer's IP (here: California, which
 * does not tax digital goods), shows the tax and the total for the address chosen, and will not take a
 * payment without a location or for a total the buyer was not shown.
 */
describe('Stripe stand-in: the hosted page asks where the buyer is when tax is automatic', () => {
  const bed = standInTestbedPerFile();

  function taxedSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 3000,
            tax_behavior: 'exclusive',
            product_data: { name: 'Starter', tax_code: 'txcd_10201000' },
          },
          quantity: 1,
        },
      ],
      automatic_tax: { enabled: true },
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      ...extra,
    });
  }

  const pageOf = async (sessionId: string) => (await fetch(`${bed.standIn.url}/pay/${sessionId}`)).text();

  /** Posts the hosted page's form as the browser does. */
  const submit = (sessionId: string, fields: Record<string, string>) =>
    fetch(`${bed.standIn.url}/pay/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('pre-selects the United States and California, and shows the total with no tax there', async () => {
    const created = await taxedSession();

    const html = await pageOf(created.id);

    expect(html).toContain(
      '<label>Country or region <select name="country" required><option value="">Choose a country or region</option><option value="US" selected>United States</option><option value="CA">Canada</option><option value="GB">United Kingdom</option><option value="DE">Germany</option><option value="FR">France</option>',
    );
    expect(html).toContain('<option value="CA" selected>California</option>');
    expect(html).toContain(
      '<label>State (United States only) <select name="state"><option value="">Outside the United States</option>',
    );
    expect(html).toContain(
      '<button type="submit" name="action" value="update-address" formnovalidate>Update total</button>',
    );
    expect(html).toContain('<tr><th scope="row">Tax</th><td>$0.00</td></tr>');
    expect(html).toContain('<p class="amount" aria-label="Amount due $30.00">$30.00</p>');
    expect(html).toContain('<input type="hidden" name="quotedTotal" value="3000">');
    expect(html).toContain('>Pay $30.00</button>');
  });

  it('asks for no address on a session without automatic tax', async () => {
    const plain = await bed.createSession({ unitAmount: 3000 });

    const html = await pageOf(plain.id);

    expect(html).not.toContain('name="country"');
    expect(html).not.toContain('quotedTotal');
  });

  it('updates the total for the address chosen, and the session answers it', async () => {
    const created = await taxedSession();

    const response = await submit(created.id, { action: 'update-address', country: 'DE', state: 'CA' });

    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<p class="note" role="status">Tax worked out for Germany.</p>');
    expect(html).toContain('<option value="DE" selected>Germany</option>');
    expect(html).toContain('<option value="" selected>Outside the United States</option>');
    expect(html).toContain('<tr><th scope="row">VAT (19%)</th><td>$5.70</td></tr>');
    expect(html).toContain('<p class="amount" aria-label="Amount due $35.70">$35.70</p>');
    expect(html).toContain('>Pay $35.70</button>');
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      status: 'open',
      amount_total: 3570,
      total_details: { amount_tax: 570 },
      automatic_tax: { status: 'complete' },
      customer_details: null,
    });
  });

  it('names the state in the United States', async () => {
    const created = await taxedSession();

    const response = await submit(created.id, { action: 'update-address', country: 'US', state: 'WA' });

    const html = await response.text();
    expect(html).toContain('<p class="note" role="status">Tax worked out for Washington, United States.</p>');
    expect(html).toContain('<tr><th scope="row">Sales tax (6.5%)</th><td>$1.95</td></tr>');
  });

  it('pays the total it showed for the address, and the buyer returns to the store', async () => {
    const created = await taxedSession();
    await submit(created.id, { action: 'update-address', country: 'DE' });

    const response = await submit(created.id, { action: 'pay', country: 'DE', state: '', quotedTotal: '3570' });

    expect(response.status).toBe(303);
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      payment_status: 'paid',
      amount_total: 3570,
      customer_details: { address: { country: 'DE', state: null } },
    });
  });

  it('will not charge a total the buyer was not shown: 409, the new total shown, nothing paid', async () => {
    const created = await taxedSession();

    const response = await submit(created.id, { action: 'pay', country: 'DE', state: 'CA', quotedTotal: '3000' });

    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain(
      '<p class="note" role="alert">With tax for Germany your total is $35.70. Check it, then press Pay $35.70.</p>',
    );
    expect(html).toContain('>Pay $35.70</button>');
    expect(await bed.delivered()).toEqual([]);
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      status: 'open',
      amount_total: 3570,
    });
  });

  it.each([
    ['no country', { country: '' }, 'Choose your country or region so the tax can be worked out, then pay.'],
    [
      'a country not on the list',
      { country: 'XX' },
      'Choose your country or region from the list so the tax can be worked out, then pay.',
    ],
    [
      'the United States without a state',
      { country: 'US', state: '' },
      'Choose your state so the tax can be worked out, then pay.',
    ],
    [
      'a ZIP code that is none',
      { country: 'US', state: 'WA', postal_code: '<98101>' },
      'Enter a ZIP or postal code of up to 10 letters, digits, spaces or hyphens, or leave it empty.',
    ],
  ])('refuses to pay with %s: 400, the page says what to fix, the session stays open', async (_name, fields, alert) => {
    const created = await taxedSession();

    const response = await submit(created.id, { action: 'pay', quotedTotal: '3000', ...fields });

    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`<p class="note" role="alert">${alert}</p>`);
    expect(await bed.delivered()).toEqual([]);
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      status: 'open',
      automatic_tax: { status: 'requires_location_inputs' },
    });
  });

  it('refuses to update the total without a country, saying what to fix', async () => {
    const created = await taxedSession();

    const response = await submit(created.id, { action: 'update-address', country: '' });

    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      '<p class="note" role="alert">Choose your country or region so the tax can be worked out, then pay.</p>',
    );
  });

  it('keeps the terms checkbox: unticked it refuses, ticked it pays with the tax', async () => {
    const created = await taxedSession({ consent_collection: { terms_of_service: 'required' } });
    const fields = { action: 'pay', country: 'GB', quotedTotal: '3600' };

    const unticked = await submit(created.id, fields);
    const ticked = await submit(created.id, { ...fields, terms_of_service: 'accepted' });

    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain(
      '<p class="note" role="alert">Tick the box to agree to the terms before you pay.</p>',
    );
    expect(ticked.status).toBe(303);
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      amount_total: 3600,
      consent: { terms_of_service: 'accepted' },
    });
  });

  it('keeps the currency choice: the buyer is shown the total with its tax in euros', async () => {
    const created = await taxedSession({ adaptive_pricing: { enabled: true } });

    const response = await submit(created.id, { action: 'pay', country: 'DE', quotedTotal: '3570', presentIn: 'eur' });

    expect(response.status).toBe(303);
    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).presentment_details).toEqual({
      presentment_amount: 3287,
      presentment_currency: 'eur',
    });
  });

  it('shows a closed session as closed, and will not update its address', async () => {
    const created = await taxedSession();
    await bed.control(`sessions/${created.id}/pay`, { billingAddress: { country: 'FR' } });

    const response = await submit(created.id, { action: 'update-address', country: 'DE' });

    expect(response.status).toBe(409);
    expect(await response.text()).toContain('<h1>This checkout is complete</h1>');
    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).amount_total).toBe(3600);
  });
});
