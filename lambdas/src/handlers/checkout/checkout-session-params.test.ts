import { USER_A } from '../../../test/auth-server';
import { checkoutTestbed } from '../../../test/checkout-testbed';
import { OTHER_SITE, SITE, sessionIdOf } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';

/** What POST /checkout asks of Stripe beyond the price (create-checkout.test.ts): where the buyer returns, in which language, consent and tax. */
const { bed, startCheckout } = checkoutTestbed();

describe('the Checkout Session POST /checkout opens', () => {
  it('returns to the first site origin when the request comes from elsewhere', async () => {
    const response = await startCheckout({ tierId: 'rookie' }, { origin: 'https://evil.example' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.session.success_url).toBe(`${SITE}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(record.session.cancel_url).toBe(`${SITE}/payment-cancel`);
    // No profile row: no customer email is sent.
    expect(record.session.customer_email).toBeNull();
  });

  it("opens Stripe's page in the caller's language and returns to the pages in it", async () => {
    await seedUser(USER_A, 'fan@example.com');

    const spanish = await startCheckout({ tierId: 'rookie' }, { 'accept-language': 'es' });
    const record = bed.harness.standIn.state.get(sessionIdOf((spanish.body as { url: string }).url));
    expect(record.session.locale).toBe('es');
    expect(record.session.success_url).toBe(`${SITE}/es/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(record.session.cancel_url).toBe(`${SITE}/es/payment-cancel`);
  });

  it('opens it in English for a language the store does not speak, or none', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const japanese = await startCheckout({ tierId: 'rookie' }, { 'accept-language': 'ja' });
    const record = bed.harness.standIn.state.get(sessionIdOf((japanese.body as { url: string }).url));
    expect(record.session.locale).toBe('en');
    expect(record.session.success_url).toBe(`${SITE}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
  });

  it('asks for consent to the terms, with the text on digital content and withdrawal linking /terms on the return site', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout({ tierId: 'starter' }, { origin: OTHER_SITE });

    expect(response.status).toBe(200);
    const { session } = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(session.consent_collection).toEqual({
      payment_method_reuse_agreement: null,
      promotions: null,
      terms_of_service: 'required',
    });
    expect(session.custom_text.terms_of_service_acceptance).toEqual({
      message:
        'I agree to the [Terms of Service](https://d1gang.example/terms) and ask for my D1 Gang package to be delivered at once: my tier is added to my account as soon as my payment goes through. Because it is digital content delivered at once, I lose my right to withdraw from this purchase (EU/UK); the 30-day money-back guarantee still applies.',
    });
  });

  it("has Stripe Tax add the tax due at the buyer's address on top of the price, and issue an invoice", async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout({ tierId: 'starter' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.session.automatic_tax).toMatchObject({ enabled: true, status: 'requires_location_inputs' });
    // Stripe's code for a video game downloaded with permanent rights; the price is before tax.
    expect(record.lineItems[0]?.price_data).toMatchObject({
      unit_amount: 3000,
      tax_behavior: 'exclusive',
      product_data: { name: 'D1 Gang Starter', tax_code: 'txcd_10201000' },
    });
    expect(record.session.invoice_creation).toMatchObject({ enabled: true });
  });
});
