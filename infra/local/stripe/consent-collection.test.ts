import Stripe from 'stripe';
import { responseErrors } from './request-schemas';
import { standInTestbedPerFile } from './stand-in-testbed';

const TERMS_MESSAGE = 'I agree to the [Terms of Service](http://127.0.0.1:5173/terms) & ask for <delivery> at once.';

/**
 * Consent at checkout as Stripe shapes it: `consent_collection.terms_of_service: 'required'` puts a
 * checkbox on the hosted page, with `custom_text.terms_of_service_acceptance.message` (Markdown links)
 * beside it; the session cannot be paid until it is ticked, and the completed session says
 * `consent.terms_of_service: 'accepted'`.
 */
describe('Stripe stand-in: consent to the terms at checkout', () => {
  const bed = standInTestbedPerFile();

  function session(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      ...extra,
    });
  }

  const withConsent = () =>
    session({
      consent_collection: { terms_of_service: 'required' },
      custom_text: { terms_of_service_acceptance: { message: TERMS_MESSAGE } },
    });

  /** Presses Pay on the hosted page as the browser posts its form, the box ticked or not. */
  const pressPay = (sessionId: string, ticked: boolean) =>
    fetch(`${bed.standIn.url}/pay/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ticked ? 'terms_of_service=accepted&action=pay' : 'action=pay',
      redirect: 'manual',
    });

  async function refusal(request: Promise<unknown>) {
    const error = await request.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const { statusCode, code, param, message } = error as Stripe.errors.StripeInvalidRequestError;
    return { statusCode, code, param, message };
  }

  it('answers consent_collection and custom_text as created, and no consent before the session is paid', async () => {
    const created = await withConsent();

    expect(created.consent_collection).toEqual({
      payment_method_reuse_agreement: null,
      promotions: null,
      terms_of_service: 'required',
    });
    expect(created.custom_text).toEqual({
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: { message: TERMS_MESSAGE },
    });
    expect(created.consent).toBeNull();
    expect(responseErrors('session', created)).toEqual([]);
  });

  it('answers a session that asks for no consent with consent_collection null and no custom text', async () => {
    const created = await session();

    expect(created.consent_collection).toBeNull();
    expect(created.custom_text).toEqual({
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    });
  });

  it('refuses a terms_of_service value Stripe does not know', async () => {
    const refused = await refusal(session({ consent_collection: { terms_of_service: 'optional' as 'required' } }));

    expect(refused).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'consent_collection[terms_of_service]',
      message: 'Invalid terms_of_service: must be one of none or required',
    });
  });

  it('takes a message of 1200 characters and refuses one of 1201', async () => {
    const longest = await session({ custom_text: { terms_of_service_acceptance: { message: 'm'.repeat(1200) } } });
    const refused = await refusal(
      session({ custom_text: { terms_of_service_acceptance: { message: 'm'.repeat(1201) } } }),
    );

    expect(longest.custom_text.terms_of_service_acceptance?.message).toHaveLength(1200);
    expect(refused).toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_string_too_long',
      param: 'custom_text[terms_of_service_acceptance][message]',
    });
  });

  it('shows the checkbox with the custom text, its Markdown link rendered and the rest escaped', async () => {
    const created = await withConsent();

    const html = await (await fetch(`${bed.standIn.url}/pay/${created.id}`)).text();

    expect(html).toContain(
      '<label><input type="checkbox" name="terms_of_service" value="accepted" required> I agree to the <a href="http://127.0.0.1:5173/terms">Terms of Service</a> &#38; ask for &#60;delivery&#62; at once.</label>',
    );
  });

  it('lets Cancel leave without the box ticked: the browser checks the box only for the pay buttons', async () => {
    const created = await withConsent();

    const html = await (await fetch(`${bed.standIn.url}/pay/${created.id}`)).text();

    expect(html).toContain('<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>');
  });

  it('shows no checkbox when the session asks for no consent', async () => {
    const created = await session();

    const html = await (await fetch(`${bed.standIn.url}/pay/${created.id}`)).text();

    expect(html).not.toContain('type="checkbox"');
  });

  it('will not pay when the box is not ticked: 400, the page says why, the session stays open and no event', async () => {
    const created = await withConsent();

    const response = await pressPay(created.id, false);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      '<p class="note" role="alert">Tick the box to agree to the terms before you pay.</p>',
    );
    expect(await bed.delivered()).toEqual([]);
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({ status: 'open', consent: null });
  });

  it('pays once the box is ticked, and the completed session and its event carry the consent', async () => {
    const created = await withConsent();

    const response = await pressPay(created.id, true);

    expect(response.status).toBe(303);
    const retrieved = await bed.stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(retrieved.consent).toEqual({ promotions: null, terms_of_service: 'accepted' });
    const [completed] = await bed.delivered();
    expect(completed?.data.object).toMatchObject({ consent: { terms_of_service: 'accepted' } });
    expect(responseErrors('event', completed)).toEqual([]);
  });

  it('pays a session that asks for no consent without the box, and records none', async () => {
    const created = await session();

    const response = await pressPay(created.id, false);

    expect(response.status).toBe(303);
    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).consent).toBeNull();
  });

  it('the pay control stands for a buyer who ticked the box, and refuses when told it was not ticked', async () => {
    const ticked = await withConsent();
    const unticked = await withConsent();

    const paid = await bed.control(`sessions/${ticked.id}/pay`);
    const refused = await bed.control(`sessions/${unticked.id}/pay`, { termsAccepted: false });

    expect(paid.status).toBe(200);
    expect(((await paid.json()) as Stripe.Checkout.Session).consent).toEqual({
      promotions: null,
      terms_of_service: 'accepted',
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'This Checkout Session requires the customer to accept the terms of service before it can be paid.',
    );
  });
});
