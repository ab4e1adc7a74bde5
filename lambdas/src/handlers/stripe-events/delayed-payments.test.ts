import type { MeResponse } from '@shared/api/types/account';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { standInControls } from '../../../../infra/local/stripe/controls';
import type { StripeEvent } from '../../../../infra/local/stripe/stripe-objects';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { deliver, sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';

/**
 * Delayed payment methods (bank transfers): Stripe completes the session unpaid, then sends
 * async_payment_succeeded or _failed when the bank settles. Nothing is granted until it is paid.
 */
const bed = withPaymentsTestbed();
const { table, totals, purchaseRows, ownedTier } = bed;
beforeEach(() => seedUser(USER_A, 'fan@example.com'));

const token = () => bed.auth.tokens.userA;
const me = async () => (await call('GET /me', { token: token() })).body as MeResponse;
const verify = (sessionId: string) => call('POST /checkout/verify', { token: token(), body: { sessionId } });
const controls = () => standInControls(bed.harness.standIn.url);
/** The last event the stand-in sent, once its events have arrived (they come after its answer). */
const lastEvent = async () => (await bed.harness.delivered()).at(-1) as StripeEvent;

async function payByBankTransfer(tierId: string): Promise<{ sessionId: string; completed: StripeEvent }> {
  const response = await call('POST /checkout', { token: token(), body: { tierId } });
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await controls().pay(sessionId, { delayed: true });
  return { sessionId, completed: await lastEvent() };
}

async function settle(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<StripeEvent> {
  await controls().settle(sessionId, outcome);
  return await lastEvent();
}

describe('delayed payments', () => {
  it('grants nothing while the payment processes: verify answers processing, GET /me says so', async () => {
    const { sessionId, completed } = await payByBankTransfer('starter');

    await deliver(completed);
    const response = await verify(sessionId);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: false, outcome: 'processing', tierName: 'Starter', tierPrice: 3000 });
    expect(await purchaseRows()).toEqual([]);
    expect(await me()).toMatchObject({ tierId: null, paymentProcessing: true });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: `PROCESSING#${sessionId}` })).toMatchObject({
      sessionId,
      tierId: 'starter',
    });
  });

  it('keeps the checkout slot while the payment processes: another checkout answers 409', async () => {
    const { completed } = await payByBankTransfer('starter');
    await deliver(completed);

    const response = await call('POST /checkout', { token: token(), body: { tierId: 'baller' } });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.paymentProcessing });
  });

  it('grants the tier once on async_payment_succeeded, however often it comes', async () => {
    const { sessionId, completed } = await payByBankTransfer('starter');
    await deliver(completed);

    const succeeded = await settle(sessionId, 'succeeded');
    await deliver(succeeded);
    await deliver(succeeded);
    await deliver(completed);

    expect(await ownedTier()).toBe('starter');
    expect(await me()).toMatchObject({ paymentProcessing: false, purchaseCount: 1 });
    expect(await totals()).toMatchObject({ revenueCents: 3000, purchaseCount: 1 });
    expect((await verify(sessionId)).body).toEqual({
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 3000,
    });
  });

  it('grants once when async_payment_succeeded comes before completed, leaving no processing line', async () => {
    const { sessionId, completed } = await payByBankTransfer('baller');
    const succeeded = await settle(sessionId, 'succeeded');

    await deliver(succeeded);
    await deliver(completed);

    expect(await ownedTier()).toBe('baller');
    expect(await me()).toMatchObject({ paymentProcessing: false, purchaseCount: 1 });
    expect(await purchaseRows()).toHaveLength(1);
  });

  it('grants nothing on async_payment_failed, drops the processing line and frees the slot', async () => {
    const { sessionId, completed } = await payByBankTransfer('starter');
    await deliver(completed);

    const failed = await settle(sessionId, 'failed');
    await deliver(failed);
    await deliver(failed);
    await deliver(completed);

    expect(await purchaseRows()).toEqual([]);
    expect(await me()).toMatchObject({ tierId: null, paymentProcessing: false });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'FAILURE' })).toMatchObject({
      userId: USER_A,
      tierId: 'starter',
      reason: 'checkout.session.async_payment_failed',
    });
    expect((await verify(sessionId)).body).toEqual({
      success: false,
      outcome: 'failed',
      tierName: 'Starter',
      tierPrice: 3000,
    });
    const again = await call('POST /checkout', { token: token(), body: { tierId: 'starter' } });
    expect(again.status).toBe(200);
  });

  it('changes nothing for an async_payment_failed event Stripe does not confirm (still processing)', async () => {
    const { sessionId, completed } = await payByBankTransfer('starter');
    await deliver(completed);

    await deliver({ ...completed, id: 'evt_forged_failure', type: 'checkout.session.async_payment_failed' });

    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'FAILURE' })).toBeUndefined();
    expect(await me()).toMatchObject({ paymentProcessing: true });
  });
});
