import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';
import type { Dispute } from './stripe-objects';

describe('Stripe stand-in: disputes (POST /_control/disputes)', () => {
  const bed = standInTestbedPerFile();

  it('closes a dispute on the payment’s charge and emits charge.dispute.closed with Stripe’s dispute', async () => {
    const paymentIntent = await bed.paidPayment(2500);
    await bed.forgetEvents();

    const response = await bed.control('disputes', { paymentIntent, status: 'lost', reason: 'fraudulent' });

    expect(response.status).toBe(200);
    const dispute = (await response.json()) as Dispute;
    // The other fields Stripe always sends are null or empty here (whole-objects.test.ts).
    expect(dispute).toMatchObject({
      id: expect.stringMatching(/^du_test_[A-Za-z0-9]{24}$/),
      object: 'dispute',
      amount: 2500,
      charge: bed.chargeIdOf(paymentIntent),
      currency: 'usd',
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'lost',
      is_charge_refundable: false,
      evidence_details: {
        has_evidence: false,
        past_due: false,
        submission_count: 0,
        submission_method: 'not_submitted',
      },
      metadata: {},
      created: bed.clock.now,
      livemode: false,
    });
    expect((await bed.delivered()).map((event) => event.type)).toEqual(['charge.dispute.closed']);
    expect((await bed.delivered())[0]?.data.object).toEqual(dispute);
    expect(await bed.stripe.disputes.retrieve(dispute.id)).toMatchObject({ id: dispute.id, status: 'lost' });
  });

  it('refuses a refund of a payment lost in a dispute, as Stripe refuses a charged-back charge', async () => {
    const paymentIntent = await bed.paidPayment();
    await bed.control('disputes', { paymentIntent, status: 'lost' });

    const refund = bed.stripe.refunds.create({ payment_intent: paymentIntent });

    await expect(refund).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refund).rejects.toMatchObject({ statusCode: 400, code: 'charge_disputed' });
  });

  it('still refunds a payment whose dispute was won', async () => {
    const paymentIntent = await bed.paidPayment(1000);
    const response = await bed.control('disputes', { paymentIntent, status: 'won' });
    expect(((await response.json()) as Dispute).is_charge_refundable).toBe(true);

    const refund = await bed.stripe.refunds.create({ payment_intent: paymentIntent });

    expect(refund.amount).toBe(1000);
  });

  it.each([
    ['a status other than won or lost', { status: 'needs_response' }, 400],
    ['a second dispute on the same charge', { status: 'lost', second: true }, 400],
    ['an unknown payment', { status: 'lost', paymentIntent: 'pi_test_unknown' }, 404],
  ])('answers %s with a Stripe-shaped error', async (_name, body, statusCode) => {
    const paymentIntent = await bed.paidPayment();
    if ('second' in body) await bed.control('disputes', { paymentIntent, status: 'won' });
    await bed.forgetEvents();

    const response = await bed.control('disputes', { paymentIntent, ...body });

    expect(response.status).toBe(statusCode);
    const error = ((await response.json()) as { error: { type: string; message: string } }).error;
    expect(error.type).toBe('invalid_request_error');
    expect(await bed.delivered()).toEqual([]);
  });
});
