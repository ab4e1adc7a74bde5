import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

/** A coupon's duration and the lengths Stripe's API reference gives a coupon's name and a promotion code's code. */
describe('Stripe stand-in: coupon and promotion code rules', () => {
  const bed = standInTestbedPerFile();

  async function refusal(request: Promise<unknown>) {
    const error = await request.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const { statusCode, code, param, message } = error as Stripe.errors.StripeInvalidRequestError;
    return { statusCode, code, param, message };
  }

  it('refuses duration=repeating without duration_in_months', async () => {
    expect(await refusal(bed.stripe.coupons.create({ percent_off: 10, duration: 'repeating' }))).toEqual({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'duration_in_months',
      message: 'Missing required param: duration_in_months.',
    });
  });

  it('refuses duration_in_months on a coupon whose duration is not repeating', async () => {
    const refused = await refusal(
      bed.stripe.coupons.create({ percent_off: 10, duration: 'once', duration_in_months: 3 }),
    );

    expect(refused).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'duration_in_months',
      message: 'You may only specify duration_in_months when duration is repeating.',
    });
  });

  it('refuses duration_in_months of 0', async () => {
    const refused = await refusal(
      bed.stripe.coupons.create({ percent_off: 10, duration: 'repeating', duration_in_months: 0 }),
    );

    expect(refused).toEqual({
      statusCode: 400,
      code: 'parameter_invalid_integer',
      param: 'duration_in_months',
      message: 'This value must be greater than or equal to 1.',
    });
  });

  it('makes a repeating coupon for the months given', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10, duration: 'repeating', duration_in_months: 3 });

    expect(coupon).toMatchObject({ duration: 'repeating', duration_in_months: 3 });
  });

  it('refuses a coupon name of 41 characters and keeps one of 40', async () => {
    const refused = await refusal(bed.stripe.coupons.create({ percent_off: 10, name: 'n'.repeat(41) }));
    const named = await bed.stripe.coupons.create({ percent_off: 10, name: 'n'.repeat(40) });

    expect(refused).toEqual({
      statusCode: 400,
      code: 'parameter_invalid_string_too_long',
      param: 'name',
      message: 'Invalid string: nnnnnnnnnn...; must be at most 40 characters',
    });
    expect(named.name).toBe('n'.repeat(40));
  });

  it('refuses a promotion code of 501 characters', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10 });

    const refused = await refusal(
      bed.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'C'.repeat(501) }),
    );

    expect(refused).toEqual({
      statusCode: 400,
      code: 'parameter_invalid_string_too_long',
      param: 'code',
      message: 'Invalid string: CCCCCCCCCC...; must be at most 500 characters',
    });
  });

  it('refuses a promotion code metadata key of 41 characters', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10 });

    const refused = await refusal(
      bed.stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        metadata: { ['k'.repeat(41)]: 'v' },
      }),
    );

    expect(refused).toMatchObject({ statusCode: 400, param: 'metadata' });
  });
});
