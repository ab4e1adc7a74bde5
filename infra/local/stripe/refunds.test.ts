import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';
import type { Charge } from './stripe-objects';

describe('Stripe stand-in: refunds', () => {
  const bed = standInTestbedPerFile();

  async function refundsOf(paymentIntent: string) {
    return (await bed.stripe.refunds.list({ payment_intent: paymentIntent })).data;
  }

  it('refunds part of a payment by charge and emits charge.refunded with the charge as Stripe does', async () => {
    const paymentIntent = await bed.paidPayment(5000);
    const chargeId = bed.chargeIdOf(paymentIntent);
    await bed.forgetEvents();

    const refund = await bed.stripe.refunds.create({
      charge: chargeId,
      amount: 1500,
      reason: 'requested_by_customer',
      metadata: { ticket: 'T-1' },
    });

    // The other fields Stripe always sends are null here (whole-objects.test.ts).
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_test_[A-Za-z0-9]{24}$/),
      object: 'refund',
      amount: 1500,
      charge: chargeId,
      currency: 'usd',
      payment_intent: paymentIntent,
      reason: 'requested_by_customer',
      status: 'succeeded',
      metadata: { ticket: 'T-1' },
      created: bed.clock.now,
    });
    expect((await bed.delivered()).map((event) => event.type)).toEqual(['charge.refunded']);
    const charge = bed.events[0]?.data.object as Charge;
    expect(charge).toMatchObject({
      id: chargeId,
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 5000,
      amount_refunded: 1500,
      refunded: false,
    });
    expect(charge.refunds.data.map((item) => item.id)).toEqual([refund.id]);
    expect((await bed.delivered())[0]?.data.previous_attributes).toEqual({ amount_refunded: 0 });
  });

  it('marks the charge refunded once the refunds add up to its amount', async () => {
    const paymentIntent = await bed.paidPayment(3000);
    await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    await bed.forgetEvents();

    const rest = await bed.stripe.refunds.create({ payment_intent: paymentIntent });

    expect(rest.amount).toBe(2000);
    expect((await bed.delivered())[0]?.data.object).toMatchObject({ amount_refunded: 3000, refunded: true });
    expect((await bed.delivered())[0]?.data.previous_attributes).toEqual({ amount_refunded: 1000, refunded: false });
  });

  describe('Idempotency-Key', () => {
    it('answers the same key with the same refund, refunding and emitting only once', async () => {
      const paymentIntent = await bed.paidPayment(4000);
      await bed.forgetEvents();

      const first = await bed.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-a' });
      const again = await bed.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-a' });

      expect(again.id).toBe(first.id);
      expect(again.amount).toBe(4000);
      expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
      expect((await refundsOf(paymentIntent)).map((refund) => refund.id)).toEqual([first.id]);
      expect((await bed.delivered()).map((event) => [event.type, event.request.idempotency_key])).toEqual([
        ['charge.refunded', 'refund-a'],
      ]);
    });

    it('refunds again under another key, never beyond what is left', async () => {
      const paymentIntent = await bed.paidPayment(4000);

      const first = await bed.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: 3000 },
        { idempotencyKey: 'refund-b1' },
      );
      const tooMuch = bed.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: 1500 },
        { idempotencyKey: 'refund-b2' },
      );
      await expect(tooMuch).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      await expect(tooMuch).rejects.toMatchObject({
        statusCode: 400,
        code: undefined,
        param: 'amount',
        message: 'Refund amount ($15.00) is greater than unrefunded amount on charge ($10.00)',
      });
      const second = await bed.stripe.refunds.create(
        { payment_intent: paymentIntent },
        { idempotencyKey: 'refund-b3' },
      );
      const third = bed.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-b4' });

      expect(second.amount).toBe(1000);
      await expect(third).rejects.toMatchObject({
        statusCode: 400,
        code: 'charge_already_refunded',
        type: 'StripeInvalidRequestError',
      });
      expect((await refundsOf(paymentIntent)).map((refund) => refund.id)).toEqual([second.id, first.id]);
    });

    it('refuses a key used again with other parameters with an idempotency_error', async () => {
      const paymentIntent = await bed.paidPayment(4000);
      await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 }, { idempotencyKey: 'refund-c' });

      const reused = bed.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: 200 },
        { idempotencyKey: 'refund-c' },
      );

      await expect(reused).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      await expect(reused).rejects.toMatchObject({ statusCode: 400 });
      expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([100]);
    });

    it('replays a refusal too: the key of a refused refund does not refund later', async () => {
      const paymentIntent = await bed.paidPayment(4000);
      await bed.stripe.refunds.create({ payment_intent: paymentIntent });

      const refused = bed.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-d' });
      await expect(refused).rejects.toMatchObject({ code: 'charge_already_refunded' });
      const replayed = bed.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-d' });

      await expect(replayed).rejects.toMatchObject({
        code: 'charge_already_refunded',
        headers: expect.objectContaining({ 'idempotent-replayed': 'true' }),
      });
    });
  });

  it.each([
    ['an unknown payment intent', { payment_intent: 'pi_test_unknown' }, 404, 'resource_missing'],
    ['an unknown charge', { charge: 'ch_test_unknown' }, 404, 'resource_missing'],
    ['neither a charge nor a payment intent', {}, 400, 'parameter_missing'],
  ])('refuses a refund of %s', async (_name, params, statusCode, code) => {
    await expect(bed.stripe.refunds.create(params)).rejects.toMatchObject({ statusCode, code });
  });

  it('refuses a reason Stripe does not know', async () => {
    const paymentIntent = await bed.paidPayment();

    const failure = bed.stripe.refunds.create({
      payment_intent: paymentIntent,
      reason: 'goodwill' as Stripe.RefundCreateParams.Reason,
    });

    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      param: 'reason',
      message: 'Invalid reason: must be one of duplicate, fraudulent or requested_by_customer',
    });
  });

  it('retrieves a refund by id', async () => {
    const paymentIntent = await bed.paidPayment();
    const refund = await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });

    expect(await bed.stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 100 });
    await expect(bed.stripe.refunds.retrieve('re_test_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('Stripe stand-in: charges retrieved by id and answers lost on the way back', () => {
  const bed = standInTestbedPerFile();

  it('answers GET /v1/charges/{id} with the charge as it is now, its refunds newest first', async () => {
    const paymentIntent = await bed.paidPayment(5000);
    const first = await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    const second = await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });

    const charge = await bed.stripe.charges.retrieve(bed.chargeIdOf(paymentIntent));

    expect(charge).toMatchObject({
      id: bed.chargeIdOf(paymentIntent),
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 5000,
      amount_refunded: 1500,
      refunded: false,
      disputed: false,
    });
    expect(charge.refunds?.data.map((refund) => refund.id)).toEqual([second.id, first.id]);
    await expect(bed.stripe.charges.retrieve('ch_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('does the work of a request whose answer it then loses, and replays it to the same idempotency key', async () => {
    const paymentIntent = await bed.paidPayment(5000);
    const lost = await bed.control('lost-answers', { request: 'POST /v1/refunds', count: 10 });
    expect(await lost.json()).toEqual({ request: 'POST /v1/refunds', count: 10 });

    await expect(
      bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 700 }, { idempotencyKey: 'k-1' }),
    ).rejects.toMatchObject({ type: 'StripeConnectionError' });
    await bed.control('lost-answers', { request: 'POST /v1/refunds', count: 0 });
    const replayed = await bed.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 700 },
      { idempotencyKey: 'k-1' },
    );

    const refunds = (await bed.stripe.refunds.list({ payment_intent: paymentIntent })).data;
    expect(refunds.map((refund) => [refund.id, refund.amount])).toEqual([[replayed.id, 700]]);
  });

  it('refuses a lost-answers fault it cannot read with 400', async () => {
    const response = await bed.control('lost-answers', { request: 'refunds', count: -1 });

    expect(response.status).toBe(400);
  });
});
