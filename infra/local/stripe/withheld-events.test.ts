import { standInTestbedPerFile } from './stand-in-testbed';

/**
 * `"deliverEvents": false` on a control: the payment, refund or dispute happens at the stand-in (the
 * API and its lists show it) but no event leaves, as with a broken event destination. This is what
 * the reconciler has to make up for.
 */
describe('Stripe stand-in: controls with deliverEvents false', () => {
  const bed = standInTestbedPerFile();

  it('pays a session without checkout.session.completed; the session is listed as complete', async () => {
    const session = await bed.createSession();

    const response = await bed.control(`sessions/${session.id}/pay`, { deliverEvents: false });

    expect(response.status).toBe(200);
    expect(await bed.delivered()).toEqual([]);
    const completed = await bed.stripe.checkout.sessions.list({
      status: 'complete',
      created: { gte: session.created },
    });
    expect(completed.data.map((item) => item.id)).toContain(session.id);
    expect(await bed.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
  });

  it('refunds without charge.refunded; the refund is listed for the payment', async () => {
    const paymentIntent = await bed.paidPayment(3000);
    await bed.forgetEvents();

    const response = await bed.control('refunds', { paymentIntent, amount: 3000, deliverEvents: false });

    expect(response.status).toBe(200);
    const refund = (await response.json()) as { id: string; object: string; amount: number };
    expect(refund).toMatchObject({ object: 'refund', amount: 3000 });
    expect(await bed.delivered()).toEqual([]);
    const listed = await bed.stripe.refunds.list({ payment_intent: paymentIntent });
    expect(listed.data.map((item) => [item.id, item.amount])).toEqual([[refund.id, 3000]]);
  });

  it('closes a dispute without charge.dispute.closed; the dispute is listed', async () => {
    const paymentIntent = await bed.paidPayment();
    await bed.forgetEvents();

    const response = await bed.control('disputes', { paymentIntent, status: 'lost', deliverEvents: false });

    expect(response.status).toBe(200);
    const dispute = (await response.json()) as { id: string };
    expect(await bed.delivered()).toEqual([]);
    const listed = await bed.stripe.disputes.list({ payment_intent: paymentIntent });
    expect(listed.data.map((item) => [item.id, item.status])).toEqual([[dispute.id, 'lost']]);
  });

  it('delivers events as before when deliverEvents is left out', async () => {
    const paymentIntent = await bed.paidPayment();

    await bed.control('refunds', { paymentIntent, amount: 100 });

    expect((await bed.delivered()).map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'charge.refunded',
    ]);
  });
});
