import type Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

/**
 * Delayed payment methods (bank transfers, debits): paying completes the session unpaid with its
 * payment intent processing; the settle control then succeeds or fails it, as the bank does.
 */
describe('Stripe stand-in: delayed payments', () => {
  const bed = standInTestbedPerFile();

  async function payLater(body: Record<string, unknown> = {}): Promise<Stripe.Checkout.Session> {
    const session = await bed.createSession({ unitAmount: 3000 });
    const response = await bed.control(`sessions/${session.id}/pay`, { delayed: true, ...body });
    expect(response.status).toBe(200);
    return (await response.json()) as Stripe.Checkout.Session;
  }

  it('completes the session unpaid, its payment intent processing, with checkout.session.completed', async () => {
    const paid = await payLater();

    expect(paid).toMatchObject({ status: 'complete', payment_status: 'unpaid', url: null });
    const paymentIntent = await bed.stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent).toMatchObject({
      object: 'payment_intent',
      status: 'processing',
      amount: 3000,
      latest_charge: null,
    });
    expect((await bed.delivered()).map((event) => [event.type, event.data.object])).toEqual([
      ['checkout.session.completed', expect.objectContaining({ id: paid.id, payment_status: 'unpaid' })],
    ]);
  });

  it('settles succeeded: paid, payment intent succeeded, a charge, async_payment_succeeded', async () => {
    const paid = await payLater();
    await bed.forgetEvents();

    const response = await bed.control(`sessions/${paid.id}/settle`, { outcome: 'succeeded' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: paid.id, status: 'complete', payment_status: 'paid' });
    const paymentIntent = await bed.stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent.status).toBe('succeeded');
    const charge = await bed.stripe.charges.retrieve(paymentIntent.latest_charge as string);
    expect(charge).toMatchObject({ amount: 3000, payment_intent: paid.payment_intent, status: 'succeeded' });
    expect((await bed.delivered()).map((event) => [event.type, event.data.object])).toEqual([
      ['checkout.session.async_payment_succeeded', expect.objectContaining({ id: paid.id, payment_status: 'paid' })],
    ]);
    const refund = await bed.stripe.refunds.create({ payment_intent: paid.payment_intent as string });
    expect(refund).toMatchObject({ amount: 3000, status: 'succeeded' });
  });

  it('settles failed: stays unpaid, payment intent requires_payment_method, no charge, async_payment_failed', async () => {
    const paid = await payLater();
    await bed.forgetEvents();

    const response = await bed.control(`sessions/${paid.id}/settle`, { outcome: 'failed' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: paid.id, status: 'complete', payment_status: 'unpaid' });
    const paymentIntent = await bed.stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent).toMatchObject({ status: 'requires_payment_method', latest_charge: null });
    expect((await bed.delivered()).map((event) => [event.type, event.data.object])).toEqual([
      ['checkout.session.async_payment_failed', expect.objectContaining({ id: paid.id, payment_status: 'unpaid' })],
    ]);
  });

  it('refuses a refund while the payment is processing', async () => {
    const paid = await payLater();

    await expect(bed.stripe.refunds.create({ payment_intent: paid.payment_intent as string })).rejects.toMatchObject({
      statusCode: 400,
      message: `This PaymentIntent (${paid.payment_intent}) does not have a successful charge to refund.`,
    });
  });

  it('settles without events when deliverEvents is false', async () => {
    const paid = await payLater({ deliverEvents: false });

    const response = await bed.control(`sessions/${paid.id}/settle`, { outcome: 'succeeded', deliverEvents: false });

    expect(response.status).toBe(200);
    expect(await bed.delivered()).toEqual([]);
    expect(await bed.stripe.checkout.sessions.retrieve(paid.id)).toMatchObject({ payment_status: 'paid' });
  });

  it('refuses to settle a session with no payment processing, as Stripe refuses (400)', async () => {
    const open = await bed.createSession();
    const paidNow = await bed.paidPayment();
    const settled = await payLater();
    await bed.control(`sessions/${settled.id}/settle`, { outcome: 'failed' });
    const paidSession = bed.standIn.state.listSessions({ paymentIntent: paidNow })[0]?.id ?? '';

    for (const id of [open.id, paidSession, settled.id]) {
      const response = await bed.control(`sessions/${id}/settle`, { outcome: 'succeeded' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          type: 'invalid_request_error',
          message: `This Checkout Session has no payment processing to settle.`,
        },
      });
    }
  });

  it('refuses an outcome other than succeeded or failed', async () => {
    const paid = await payLater();

    const response = await bed.control(`sessions/${paid.id}/settle`, { outcome: 'maybe' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: 'Invalid outcome: must be one of succeeded, failed',
        param: 'outcome',
      },
    });
  });

  describe('the control page', () => {
    const controlPage = async () => (await fetch(`${bed.standIn.url}/_control`)).text();

    /** Presses one of the control page's settle buttons, as the browser posts its form. */
    const pressSettle = (sessionId: string, outcome: string) =>
      fetch(`${bed.standIn.url}/_control/sessions/${sessionId}/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
        redirect: 'manual',
      });

    it('lists a payment waiting for the bank with Settle as paid and Settle as failed', async () => {
      const paid = await payLater();

      const html = await controlPage();

      expect(html).toContain('<h2>Waiting for the bank</h2>');
      expect(html).toContain(`<form method="post" action="/_control/sessions/${paid.id}/settle" class="actions">`);
      expect(html).toContain(
        '<button type="submit" name="outcome" value="succeeded" aria-label="Settle as paid: Starter, $30.00 by demo@d1gang.local">Settle as paid</button>',
      );
      expect(html).toContain(
        '<button type="submit" name="outcome" value="failed" aria-label="Settle as failed: Starter, $30.00 by demo@d1gang.local">Settle as failed</button>',
      );
    });

    it('Settle as paid settles it as the settle control does: paid, async_payment_succeeded, then refundable', async () => {
      const paid = await payLater();
      await bed.forgetEvents();

      const response = await pressSettle(paid.id, 'succeeded');

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/_control');
      expect((await bed.delivered()).map((event) => [event.type, event.data.object])).toEqual([
        ['checkout.session.async_payment_succeeded', expect.objectContaining({ id: paid.id, payment_status: 'paid' })],
      ]);
      expect((await bed.stripe.paymentIntents.retrieve(paid.payment_intent as string)).status).toBe('succeeded');
      const html = await controlPage();
      expect(html).not.toContain(`/_control/sessions/${paid.id}/settle`);
      expect(html).toContain(`<input type="hidden" name="paymentIntent" value="${paid.payment_intent}">`);
    });

    it('Settle as failed fails it as the settle control does: unpaid, async_payment_failed, off the list', async () => {
      const paid = await payLater();
      await bed.forgetEvents();

      const response = await pressSettle(paid.id, 'failed');

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/_control');
      expect((await bed.delivered()).map((event) => [event.type, event.data.object])).toEqual([
        ['checkout.session.async_payment_failed', expect.objectContaining({ id: paid.id, payment_status: 'unpaid' })],
      ]);
      expect((await bed.stripe.paymentIntents.retrieve(paid.payment_intent as string)).status).toBe(
        'requires_payment_method',
      );
      expect(await controlPage()).not.toContain(`/_control/sessions/${paid.id}/settle`);
    });

    it("a settle pressed twice (a second tab) shows the page again with Stripe's refusal, and sends nothing", async () => {
      const paid = await payLater();
      await pressSettle(paid.id, 'succeeded');
      await bed.forgetEvents();

      const response = await pressSettle(paid.id, 'failed');

      expect(response.status).toBe(400);
      expect(await response.text()).toContain(
        '<p class="note" role="status">This Checkout Session has no payment processing to settle.</p>',
      );
      expect(await bed.delivered()).toEqual([]);
      expect((await bed.stripe.checkout.sessions.retrieve(paid.id)).payment_status).toBe('paid');
    });
  });

  it('offers Pay later (bank transfer) on the hosted page, which completes the session unpaid', async () => {
    const session = await bed.createSession();
    const page = await (await fetch(`${bed.standIn.url}/pay/${session.id}`)).text();
    expect(page).toContain('<button type="submit" name="action" value="pay-later">Pay later (bank transfer)</button>');

    const response = await fetch(`${bed.standIn.url}/pay/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay-later',
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://127.0.0.1:5173/payment-success?session_id=${session.id}`);
    expect(await bed.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
  });
});
