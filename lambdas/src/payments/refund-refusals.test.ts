import Stripe from 'stripe';
import { startStandInTestbed } from '../../../infra/local/stripe/stand-in-testbed';
import { refundRefusalCode } from './refund-refusals';

const refused = (raw: { message: string; code?: string; param?: string }) =>
  new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', ...raw });

describe('refundRefusalCode', () => {
  it('names an over-refund by Stripe’s code amount_too_large', () => {
    const error = refused({ code: 'amount_too_large', message: 'Amount too large.' });

    expect(refundRefusalCode(error)).toBe('amount_too_large');
  });

  it('names an over-refund by param amount and "is greater than unrefunded amount on charge", with no code', () => {
    const error = refused({
      param: 'amount',
      message: 'Refund amount ($25.00) is greater than unrefunded amount on charge ($15.00)',
    });

    expect(refundRefusalCode(error)).toBe('amount_too_large');
  });

  it('names an over-refund by param amount and "is greater than charge amount", with no code', () => {
    const error = refused({
      param: 'amount',
      message: 'Refund amount ($30.00) is greater than charge amount ($25.00)',
    });

    expect(refundRefusalCode(error)).toBe('amount_too_large');
  });

  it('answers another refusal’s own code, and none for an amount refused otherwise', () => {
    expect(
      refundRefusalCode(
        refused({ code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' }),
      ),
    ).toBe('charge_already_refunded');
    expect(
      refundRefusalCode(refused({ param: 'amount', message: 'This value must be greater than or equal to 1.' })),
    ).toBe(undefined);
    expect(refundRefusalCode(new Error('socket hang up'))).toBe(undefined);
  });

  it('names the stand-in’s over-refund, which carries Stripe’s message and param but no code', async () => {
    const bed = await startStandInTestbed();
    try {
      const paymentIntent = await bed.paidPayment(2500);

      const error = await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 2600 }).catch((e) => e);

      expect(error).toMatchObject({
        code: undefined,
        param: 'amount',
        message: 'Refund amount ($26.00) is greater than unrefunded amount on charge ($25.00)',
      });
      expect(refundRefusalCode(error)).toBe('amount_too_large');
    } finally {
      await bed.close();
    }
  });
});
