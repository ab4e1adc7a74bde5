import { USER_A } from '../../../test/auth-server';
import { checkoutTestbed } from '../../../test/checkout-testbed';
import { OTHER_SITE, sessionIdOf } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';

/**
 * What the buyer reads on Stripe's page and invoice is in the language their page asked in
 * (Accept-Language); what the store reads back (the metadata) stays as it is.
 */
const { bed, startCheckout } = checkoutTestbed();

const sessionOf = (response: { body: unknown }) =>
  bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));

describe('the Checkout Session in the buyer’s language', () => {
  it('names an upgrade in Spanish and asks for consent in Spanish, linking the Spanish Terms', async () => {
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'starter');

    const response = await startCheckout({ tierId: 'mvp' }, { 'accept-language': 'es', origin: OTHER_SITE });

    expect(response.status).toBe(200);
    const { session, lineItems } = sessionOf(response);
    expect(lineItems[0]?.price_data.product_data).toMatchObject({ name: 'D1 Gang MVP (mejora desde Starter)' });
    expect(session.invoice_creation?.invoice_data.description).toBe('D1 Gang MVP (mejora desde Starter)');
    expect(session.custom_text.terms_of_service_acceptance?.message).toMatch(
      /^Acepto los \[Términos del servicio\]\(https:\/\/d1gang\.example\/es\/terms\) y pido/,
    );
    expect(session.metadata).toEqual({ userId: USER_A, tierId: 'mvp', creditCents: '3000' });
  });

  it('names a gift in German', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout(
      { tierId: 'rookie', gift: { email: 'Friend@Example.com', showSender: true } },
      { 'accept-language': 'de' },
    );

    expect(response.status).toBe(200);
    const { session, lineItems } = sessionOf(response);
    expect(lineItems[0]?.price_data.product_data).toMatchObject({
      name: 'D1 Gang Rookie (Geschenk für Friend@Example.com)',
    });
    expect(session.custom_text.terms_of_service_acceptance?.message).toMatch(/^Ich stimme den \[Nutzungsbedingungen\]/);
  });

  it('keeps a tier’s own name, a brand name, in every language', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout({ tierId: 'starter' }, { 'accept-language': 'fr' });

    expect(sessionOf(response).lineItems[0]?.price_data.product_data).toMatchObject({ name: 'D1 Gang Starter' });
  });
});
