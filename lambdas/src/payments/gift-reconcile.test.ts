import type { MeResponse } from '@shared/api/types/account';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { claimGift } from '../../test/gift-kit';
import { sessionIdOf } from '../../test/payments-kit';
import { withReconcilerTestbed } from '../../test/reconciler-testbed';
import { seedUser } from '../../test/seed';

// Gifts whose Stripe events were lost: only the reconciler finds their payments.
const { bed, run } = withReconcilerTestbed();
const { table } = bed;
const controls = () => standInControls(bed.harness.standIn.url);
const withheld = { deliverEvents: false };
const FRIEND = { email: 'friend@example.com', showSender: true };

async function giftCheckout(tierId: string): Promise<{ sessionId: string; giftId: string }> {
  const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId, gift: FRIEND } });
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  const metadata = bed.harness.standIn.state.get(sessionId).session.metadata as Record<string, string>;
  return { sessionId, giftId: String(metadata.giftId) };
}

async function expectSecondRunWritesNothing() {
  const before = await table.items();
  expect(await run()).toEqual({ complete: true, corrections: [] });
  expect(await table.items()).toEqual(before);
}

describe('the reconciler and gifts', () => {
  it('records a gift’s payment whose events were lost, once, and counts it; the buyer’s ledger stays', async () => {
    const { sessionId, giftId } = await giftCheckout('mvp');
    await controls().pay(sessionId, withheld);

    expect(await run()).toEqual({ complete: true, corrections: [{ kind: 'fulfilment', sessionId, outcome: 'gift' }] });

    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' })).toMatchObject({ status: 'unclaimed' });
    expect(await bed.purchaseRows()).toEqual([]);
    await expectSecondRunWritesNothing();
  });

  it('leaves a claimed gift as it is: no correction', async () => {
    await seedUser(USER_B, 'friend@example.com');
    const { sessionId, giftId } = await giftCheckout('mvp');
    await controls().pay(sessionId, withheld);
    await run();
    expect((await claimGift(bed.auth.tokens.userB, giftId)).status).toBe(200);

    await expectSecondRunWritesNothing();
  });

  it('notes a gift paid by bank transfer as the buyer’s processing payment, then records the gift once settled', async () => {
    const { sessionId, giftId } = await giftCheckout('starter');
    await controls().pay(sessionId, { delayed: true, ...withheld });
    await run();
    const processing = (await call('GET /me', { token: bed.auth.tokens.userA })).body as MeResponse;
    expect(processing).toMatchObject({ paymentProcessing: true });

    await controls().settle(sessionId, 'succeeded', withheld);
    expect(await run()).toEqual({ complete: true, corrections: [{ kind: 'fulfilment', sessionId, outcome: 'gift' }] });

    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' })).toMatchObject({ status: 'unclaimed' });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: `PROCESSING#${sessionId}` })).toMatchObject({
      giftPaidAt: expect.any(String),
    });
    const settled = (await call('GET /me', { token: bed.auth.tokens.userA })).body as MeResponse;
    expect(settled).toMatchObject({ paymentProcessing: false, tierId: null });
    await expectSecondRunWritesNothing();
  });
});
