import type { MeResponse } from '@shared/api/types/account';
import type { AdminCreatorCodesResponse } from '@shared/api/types/creator-codes';
import type { AdminCreatorCode } from '@shared/creator-codes';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { deliver, sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { STRIPE_ACTOR } from '../../data/audit';
import { holdCreatorCodeUse } from '../../data/creator-code-uses';
import { getCreatorCode, storeCreatorCode } from '../../data/creator-codes';
import { createCreatorCodeAtStripe } from '../../payments/creator-code-stripe';

const bed = withPaymentsTestbed({ stripePerTest: true });
const { table } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedUser(USER_B, 'other@example.com');
  await seedAdmin('coach@example.com');
});

/** A code made as POST /admin/creator-codes makes it: its Stripe coupon and promotion code, then its item. */
async function createCode(body: Partial<{ code: string; percentOff: number; maxUses: number | null }> = {}) {
  const input = { code: 'HOOPS10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null, ...body };
  await storeCreatorCode(input, await createCreatorCodeAtStripe(bed.harness.stripe, input), STRIPE_ACTOR, new Date());
}

const checkout = (tierId: string, creatorCode?: string, token = bed.auth.tokens.userA) =>
  call('POST /checkout', { token, body: { tierId, ...(creatorCode === undefined ? {} : { creatorCode }) } });

async function checkoutAndPayWith(tierId: string, creatorCode?: string, token = bed.auth.tokens.userA) {
  const response = await checkout(tierId, creatorCode, token);
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}: ${response.rawBody}`);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await deliver(await bed.harness.pay(sessionId));
  return { sessionId, paymentIntentId: bed.harness.standIn.state.get(sessionId).session.payment_intent ?? '' };
}

async function report(code = 'HOOPS10'): Promise<AdminCreatorCode['report']> {
  const { codes } = (await call('GET /admin/creator-codes', { token: bed.auth.tokens.admin }))
    .body as AdminCreatorCodesResponse;
  const found = codes.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no code ${code}`);
  return found.report;
}

const me = async (token = bed.auth.tokens.userA) => (await call('GET /me', { token })).body as MeResponse;
const sessionsAtStripe = () => bed.harness.standIn.state.listSessions({ limit: 100 });

describe('POST /checkout with a creator code', () => {
  it('opens a session discounted by the code’s promotion code, with the code in its metadata', async () => {
    await createCode();

    const response = await checkout('starter', 'hoops10');

    expect(response.status).toBe(200);
    const [session] = sessionsAtStripe();
    const promotionCode = bed.harness.standIn.state.promotionCodes[0];
    expect(session).toMatchObject({
      amount_subtotal: 3000,
      amount_total: 2700,
      allow_promotion_codes: null,
      discounts: [{ promotion_code: promotionCode?.id }],
      metadata: expect.objectContaining({ creatorCode: 'HOOPS10', creatorCodePercentOff: '10' }),
    });
  });

  it('opens sessions without a code at the list price, with no promotion code field', async () => {
    await checkout('starter');

    expect(sessionsAtStripe()[0]).toMatchObject({ amount_total: 3000, allow_promotion_codes: null, discounts: [] });
  });

  it('refuses an unknown, paused or expired code with 400 and opens no session', async () => {
    await createCode();
    await call('PATCH /admin/creator-codes/{code}', {
      token: bed.auth.tokens.admin,
      params: { code: 'HOOPS10' },
      body: { status: 'paused' },
    });
    await storeCreatorCode(
      { code: 'OLD10', creatorName: 'Old', percentOff: 10, expiresAt: '2020-01-01T00:00:00.000Z', maxUses: null },
      { couponId: 'unused', promotionCodeId: 'unused' },
      { actor: 'stripe' },
      new Date(),
    );

    for (const code of ['NOPE10', 'HOOPS10', 'OLD10', '!!']) {
      const response = await checkout('starter', code);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'This creator code is not valid.' });
    }
    expect(sessionsAtStripe()).toEqual([]);
    // Nothing is left holding the user's checkout slot: a checkout without the code opens.
    expect((await checkout('starter')).status).toBe(200);
  });

  it('a paid use moves the report: one use, the gross, the discount, the net; the list price counts toward tiers', async () => {
    await createCode();

    await checkoutAndPayWith('starter', 'HOOPS10');

    expect(await report()).toEqual({
      uses: 1,
      grossCents: 3000,
      discountCents: 300,
      refundedCents: 0,
      netCents: 2700,
    });
    expect(await me()).toMatchObject({ tierId: 'starter', standingSumCents: 3000 });
    expect(await bed.totals()).toMatchObject({ revenueCents: 2700 });
    const [purchase] = await bed.purchaseRows();
    expect(purchase).toMatchObject({ amountCents: 2700, valueCents: 3000, creatorCode: 'HOOPS10' });
  });

  it('discounts an upgrade’s difference: a discounted Starter still counts $30 toward MVP', async () => {
    await createCode();
    await checkoutAndPayWith('starter', 'HOOPS10');

    await checkoutAndPayWith('mvp', 'HOOPS10');

    expect(await me()).toMatchObject({ tierId: 'mvp', standingSumCents: 10000 });
    expect(await report()).toEqual({
      uses: 2,
      grossCents: 10000,
      discountCents: 1000,
      refundedCents: 0,
      netCents: 9000,
    });
  });

  it('a refund moves the report', async () => {
    await createCode();
    const { paymentIntentId } = await checkoutAndPayWith('starter', 'HOOPS10');

    await deliver(await bed.harness.refund(paymentIntentId, 1000));

    expect(await report()).toEqual({
      uses: 1,
      grossCents: 3000,
      discountCents: 300,
      refundedCents: 1000,
      netCents: 1700,
    });
  });

  it('two checkouts racing for the last use: one session, one 400', async () => {
    await createCode({ maxUses: 1 });

    const answers = await Promise.all([
      checkout('starter', 'HOOPS10', bed.auth.tokens.userA),
      checkout('starter', 'HOOPS10', bed.auth.tokens.userB),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(sessionsAtStripe()).toHaveLength(1);
    expect((await getCreatorCode('HOOPS10'))?.claimed).toBe(1);
  });

  it('a use held by a session that expired is given back, once', async () => {
    await createCode({ maxUses: 1 });
    const first = await checkout('starter', 'HOOPS10', bed.auth.tokens.userA);
    const sessionId = sessionIdOf((first.body as { url: string }).url);
    expect((await checkout('starter', 'HOOPS10', bed.auth.tokens.userB)).status).toBe(400);

    const expired = await bed.harness.stripe.checkout.sessions.expire(sessionId);
    const event = (await bed.harness.delivered()).find(
      (one) => one.type === 'checkout.session.expired' && one.data.object.id === expired.id,
    );
    if (!event) throw new Error('no checkout.session.expired');
    await deliver(event);
    await deliver(event);

    expect((await getCreatorCode('HOOPS10'))?.claimed).toBe(0);
    expect((await checkout('starter', 'HOOPS10', bed.auth.tokens.userB)).status).toBe(200);
  });

  it('a code used up by paid uses is refused', async () => {
    await createCode({ maxUses: 1 });
    await checkoutAndPayWith('starter', 'HOOPS10');

    const response = await checkout('starter', 'HOOPS10', bed.auth.tokens.userB);

    expect(response).toMatchObject({ status: 400, body: { message: 'This creator code is not valid.' } });
    expect((await table.items()).filter((item) => String(item.sk).startsWith('HOLD#'))).toEqual([
      expect.objectContaining({ state: 'used' }),
    ]);
  });

  it('a code whose last use an unpaid checkout holds: the lookup answers what the checkout answers, the 400', async () => {
    await createCode({ maxUses: 2 });
    await checkoutAndPayWith('starter', 'HOOPS10');
    expect((await checkout('starter', 'HOOPS10', bed.auth.tokens.userB)).status).toBe(200);

    const lookup = await call('GET /creator-codes/{code}', { params: { code: 'HOOPS10' } });
    const another = await checkout('mvp', 'HOOPS10', bed.auth.tokens.userA);

    const invalid = { status: 400, body: { message: 'This creator code is not valid.' } };
    expect(lookup).toMatchObject(invalid);
    expect(another).toMatchObject(invalid);
  });

  it('a code whose held use lapsed with its session is valid again to the lookup and the checkout alike', async () => {
    await createCode({ maxUses: 1 });
    await holdCreatorCodeUse('HOOPS10', 'lapsed-hold', new Date(Date.now() - 1000), new Date(Date.now() - 32 * 60_000));

    const lookup = await call('GET /creator-codes/{code}', { params: { code: 'HOOPS10' } });

    expect(lookup).toMatchObject({ status: 200, body: { offer: { code: 'HOOPS10', percentOff: 10 } } });
    expect((await checkout('starter', 'HOOPS10', bed.auth.tokens.userB)).status).toBe(200);
  });

  it('a use held past its session’s expiry (its expired event lost) is given back when a checkout needs it', async () => {
    await createCode({ maxUses: 1 });
    await holdCreatorCodeUse('HOOPS10', 'lapsed-hold', new Date(Date.now() - 1000), new Date(Date.now() - 32 * 60_000));

    const response = await checkout('starter', 'HOOPS10', bed.auth.tokens.userB);

    expect(response.status).toBe(200);
    expect(await table.get({ pk: 'CHECKOUT#CODE#HOOPS10', sk: 'HOLD#lapsed-hold' })).toMatchObject({
      state: 'released',
    });
    expect((await getCreatorCode('HOOPS10'))?.claimed).toBe(1);
  });
});
