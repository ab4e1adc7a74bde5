import { responseErrors } from './request-schemas';
import { standInTestbedPerFile } from './stand-in-testbed';

describe('Stripe stand-in: answers have the fields the store reads, typed as the SDK types them', () => {
  const bed = standInTestbedPerFile();

  it('answers sessions, refunds, disputes, charges and events in Stripe’s shape', async () => {
    // Prepare
    const open = await bed.createSession();
    const paymentIntent = await bed.paidPayment(2500);
    const refunded = await bed.paidPayment(2500);
    await bed.stripe.refunds.create({ payment_intent: refunded, amount: 1000 });
    await bed.control('disputes', { paymentIntent, status: 'lost' });
    await bed.stripe.checkout.sessions.expire(open.id);

    // Act
    const session = await bed.stripe.checkout.sessions.retrieve(open.id);
    const [paid] = (await bed.stripe.checkout.sessions.list({ payment_intent: paymentIntent })).data;
    const [refund] = (await bed.stripe.refunds.list({ payment_intent: refunded })).data;
    const [dispute] = (await bed.stripe.disputes.list({ payment_intent: paymentIntent })).data;
    const charge = await bed.stripe.charges.retrieve(bed.chargeIdOf(refunded));

    // Assess
    expect(responseErrors('session', session)).toEqual([]);
    expect(responseErrors('session', paid)).toEqual([]);
    expect(responseErrors('refund', refund)).toEqual([]);
    expect(responseErrors('dispute', dispute)).toEqual([]);
    expect(responseErrors('charge', charge)).toEqual([]);
    expect((await bed.delivered()).map((event) => event.type).sort()).toEqual([
      'charge.dispute.closed',
      'charge.refunded',
      'checkout.session.completed',
      'checkout.session.completed',
      'checkout.session.expired',
    ]);
    for (const event of bed.events)
      expect({ [event.type]: responseErrors('event', event) }).toEqual({ [event.type]: [] });
  });

  it('tells a missing field and a wrong type apart from a good answer', () => {
    expect(responseErrors('refund', { id: 're_1', object: 'refund', amount: '10' })).not.toEqual([]);
  });
});
