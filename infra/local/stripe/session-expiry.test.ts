import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

describe('Stripe stand-in: Checkout Session expiry', () => {
  const bed = standInTestbedPerFile();

  /** The types of the events about one session (others in this file may expire meanwhile). */
  const eventsOf = async (sessionId: string) =>
    (await bed.delivered()).filter((event) => event.data.object.id === sessionId).map((event) => event.type);

  it('creates sessions that expire 24 hours after creation unless expires_at says otherwise', async () => {
    const byDefault = await bed.createSession();
    const inThirtyMinutes = await bed.createSession({ expiresAt: bed.clock.now + 30 * 60 });

    expect(byDefault.expires_at).toBe(byDefault.created + 24 * 60 * 60);
    expect(inThirtyMinutes.expires_at).toBe(bed.clock.now + 30 * 60);
  });

  it.each([
    [
      'under 30 minutes',
      10 * 60,
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    ],
    [
      'over 24 hours',
      25 * 60 * 60,
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    ],
  ])('refuses an expires_at %s away with 400', async (_name, seconds, message) => {
    const failure = bed.createSession({ expiresAt: bed.clock.now + seconds });

    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(failure).rejects.toMatchObject({ statusCode: 400, param: 'expires_at', message });
  });

  it('expires an open session through the SDK and emits checkout.session.expired', async () => {
    const created = await bed.createSession();

    const expired = await bed.stripe.checkout.sessions.expire(created.id);

    expect(expired).toMatchObject({ id: created.id, object: 'checkout.session', status: 'expired', url: null });
    expect((await bed.delivered()).map((event) => [event.type, event.data.object.id])).toEqual([
      ['checkout.session.expired', created.id],
    ]);
    expect((await bed.delivered())[0]?.request.id).toMatch(/^req_/);
    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');
  });

  it.each([
    ['a completed', 'complete'],
    ['an expired', 'expired'],
  ])('refuses to expire %s session with Stripe’s 400 error', async (_name, status) => {
    const created = await bed.createSession();
    if (status === 'complete') await bed.control(`sessions/${created.id}/pay`);
    else await bed.stripe.checkout.sessions.expire(created.id);

    const response = await fetch(`${bed.standIn.url}/v1/checkout/sessions/${created.id}/expire`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_local' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${status}\`.`,
      },
    });
    await expect(bed.stripe.checkout.sessions.expire(created.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('counts a session past its expires_at as expired, with one checkout.session.expired', async () => {
    const created = await bed.createSession({ expiresAt: bed.clock.now + 30 * 60 });

    bed.clock.now += 30 * 60;
    const first = await bed.stripe.checkout.sessions.retrieve(created.id);
    const again = await bed.stripe.checkout.sessions.retrieve(created.id);

    expect(first).toMatchObject({ status: 'expired', url: null, payment_status: 'unpaid' });
    expect(again.status).toBe('expired');
    expect(await eventsOf(created.id)).toEqual(['checkout.session.expired']);
  });

  describe('refuses to take payment for an expired session', () => {
    async function expiredSession() {
      const created = await bed.createSession({ expiresAt: bed.clock.now + 30 * 60 });
      bed.clock.now += 31 * 60;
      await bed.forgetEvents();
      return created;
    }

    it('the hosted page says the session expired and has no Pay button', async () => {
      const created = await expiredSession();

      const response = await fetch(created.url as string);
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(html).toContain('<h1>This checkout session has expired</h1>');
      expect(html).not.toContain('value="pay"');
    });

    it('the hosted page’s Pay answers 409 with the expired page and charges nothing', async () => {
      const created = await expiredSession();
      await fetch(created.url as string);

      const response = await fetch(created.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });

      expect(response.status).toBe(409);
      expect(await response.text()).toContain('This checkout session has expired');
      expect(await eventsOf(created.id)).toEqual(['checkout.session.expired']);
      expect((await bed.stripe.checkout.sessions.retrieve(created.id)).payment_status).toBe('unpaid');
    });

    it('the pay control answers 400 with a JSON error and charges nothing', async () => {
      const created = await expiredSession();

      const response = await bed.control(`sessions/${created.id}/pay`);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          type: 'invalid_request_error',
          code: 'checkout_session_not_open',
          message: 'This Checkout Session is expired and cannot be paid.',
        },
      });
      const session = await bed.stripe.checkout.sessions.retrieve(created.id);
      expect(session).toMatchObject({ status: 'expired', payment_status: 'unpaid', payment_intent: null });
    });
  });
});
