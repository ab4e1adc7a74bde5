/**
 * What a checkout start costs at Stripe, counted in the stand-in's request log, and the retried
 * click: a start for what the buyer's open session already sells answers that session, no Stripe write.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { deliver, OTHER_SITE, sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { STRIPE_ACTOR } from '../../data/audit';
import { documentClient, tableName } from '../../data/client';
import { storeCreatorCode } from '../../data/creator-codes';
import { createCreatorCodeAtStripe } from '../../payments/creator-code-stripe';

const bed = withPaymentsTestbed({ stripePerTest: true });
const { table } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedUser(USER_B, 'other@example.com');
});

interface Start {
  tierId: string;
  creatorCode?: string;
  token?: string;
  origin?: string;
}
const start = ({ tierId, creatorCode, token = bed.auth.tokens.userA, origin }: Start) =>
  call('POST /checkout', {
    token,
    body: { tierId, ...(creatorCode ? { creatorCode } : {}) },
    headers: origin ? { origin } : {},
  });
const urlOf = (response: { body: unknown }) => (response.body as { url: string }).url;
const sessionsAtStripe = () => bed.harness.standIn.state.listSessions({ limit: 100 });
/** The Stripe requests made from now on, as `METHOD /path` with ids left out. */
function stripeCallsFromNow() {
  const from = bed.harness.standIn.requests.length;
  return () =>
    bed.harness.standIn.requests
      .slice(from)
      .map((request) => `${request.method} ${request.path.replace(/\/cs_[^/]+/, '/{id}')}`);
}
const slotOf = (userId: string) => table.get({ pk: `USER#${userId}`, sk: 'OPEN_CHECKOUTS' });

describe('what a checkout start costs at Stripe', () => {
  it('costs one write and no read on the common path: the first start', async () => {
    const calls = stripeCallsFromNow();

    const response = await start({ tierId: 'starter' });

    expect(response.status).toBe(200);
    expect(calls()).toEqual(['POST /v1/checkout/sessions']);
  });

  it('costs the expire and the create when the buyer picks another tier', async () => {
    await start({ tierId: 'rookie' });
    const calls = stripeCallsFromNow();

    const response = await start({ tierId: 'mvp' });

    expect(response.status).toBe(200);
    expect(calls()).toEqual(['POST /v1/checkout/sessions/{id}/expire', 'POST /v1/checkout/sessions']);
  });
});

describe('a retried click', () => {
  it('answers the open session of the same tier again: one read at Stripe, no write', async () => {
    const first = await start({ tierId: 'starter' });
    const slotBefore = await slotOf(USER_A);
    const calls = stripeCallsFromNow();

    const again = await start({ tierId: 'starter' });

    expect(again.status).toBe(200);
    expect(urlOf(again)).toBe(urlOf(first));
    // Stripe is asked whether the session is still open: the store may not have heard it was paid.
    expect(calls()).toEqual(['GET /v1/checkout/sessions/{id}']);
    expect(await slotOf(USER_A)).toEqual(slotBefore);
    expect(bed.harness.standIn.state.get(sessionIdOf(urlOf(first))).session.status).toBe('open');
  });

  it('answers twenty repeats at once with the one open session, with no Stripe write', async () => {
    const first = await start({ tierId: 'baller' });
    const calls = stripeCallsFromNow();

    const repeats = await Promise.all(Array.from({ length: 20 }, () => start({ tierId: 'baller' })));

    expect(repeats.map((response) => [response.status, urlOf(response)])).toEqual(
      repeats.map(() => [200, urlOf(first)]),
    );
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(sessionsAtStripe()).toHaveLength(1);
  });

  it('yields one Stripe session when the same first start comes 20 times at once', async () => {
    const calls = stripeCallsFromNow();

    const responses = await Promise.all(Array.from({ length: 20 }, () => start({ tierId: 'starter' })));

    expect(sessionsAtStripe()).toHaveLength(1);
    // One write; a start that reads the slot once the session is recorded asks whether it is still open.
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /v1/checkout/sessions']);
    const url = `${bed.harness.standIn.url}/pay/${sessionsAtStripe()[0]?.id}`;
    for (const response of responses) {
      if (response.status === 200) expect(urlOf(response)).toBe(url);
      else expect([response.status, response.body]).toEqual([409, { message: CHECKOUT_MESSAGES.inProgress }]);
    }
  });

  it("never answers another person's session", async () => {
    const mine = sessionIdOf(urlOf(await start({ tierId: 'starter' })));

    const theirs = await Promise.all(
      Array.from({ length: 5 }, () => start({ tierId: 'starter', token: bed.auth.tokens.userB })),
    );

    for (const response of theirs.filter((one) => one.status === 200)) {
      const { session } = bed.harness.standIn.state.get(sessionIdOf(urlOf(response)));
      expect(session.id).not.toBe(mine);
      expect(session.client_reference_id).toBe(USER_B);
    }
    expect(theirs.some((response) => response.status === 200)).toBe(true);
    expect(bed.harness.standIn.state.get(mine).session.status).toBe('open');
  });

  it('opens a new session for another price: a payment stored since changed the upgrade', async () => {
    const first = sessionIdOf(urlOf(await start({ tierId: 'mvp' })));
    await seedPurchase(USER_A, 'rookie');

    const again = await start({ tierId: 'mvp' });

    expect(sessionIdOf(urlOf(again))).not.toBe(first);
    expect(bed.harness.standIn.state.get(first).session.status).toBe('expired');
  });

  it('opens a new session for a creator code the open one lacks, or for another return site', async () => {
    const input = { code: 'HOOPS10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null };
    await storeCreatorCode(input, await createCreatorCodeAtStripe(bed.harness.stripe, input), STRIPE_ACTOR, new Date());
    const plain = sessionIdOf(urlOf(await start({ tierId: 'starter' })));

    const coded = sessionIdOf(urlOf(await start({ tierId: 'starter', creatorCode: 'HOOPS10' })));
    const codedAgain = sessionIdOf(urlOf(await start({ tierId: 'starter', creatorCode: 'hoops10' })));
    const elsewhere = sessionIdOf(
      urlOf(await start({ tierId: 'starter', creatorCode: 'HOOPS10', origin: OTHER_SITE })),
    );

    expect(coded).not.toBe(plain);
    expect(codedAgain).toBe(coded);
    expect(elsewhere).not.toBe(coded);
    expect(bed.harness.standIn.state.get(plain).session.status).toBe('expired');
    expect(bed.harness.standIn.state.get(coded).session.status).toBe('expired');
  });

  it('opens a new session when the open one has expired, or has too little time left to pay', async () => {
    const first = sessionIdOf(urlOf(await start({ tierId: 'starter' })));
    await setSlotExpiry(USER_A, new Date(Date.now() + 5 * 60_000));

    const second = sessionIdOf(urlOf(await start({ tierId: 'starter' })));
    await bed.harness.stripe.checkout.sessions.expire(second);
    await setSlotExpiry(USER_A, new Date(Date.now() - 1_000));
    const third = sessionIdOf(urlOf(await start({ tierId: 'starter' })));

    expect(second).not.toBe(first);
    expect(bed.harness.standIn.state.get(first).session.status).toBe('expired');
    expect(third).not.toBe(second);
    expect(bed.harness.standIn.state.get(third).session.status).toBe('open');
  });

  it('opens a new session when the open one was completed: a bank transfer the bank turned down', async () => {
    const first = sessionIdOf(urlOf(await start({ tierId: 'starter' })));
    const controls = standInControls(bed.harness.standIn.url);
    await controls.pay(first, { delayed: true });
    await controls.settle(first, 'failed');
    for (const event of await bed.harness.delivered()) await deliver(event);

    const again = await start({ tierId: 'starter' });

    expect(again.status).toBe(200);
    expect(sessionIdOf(urlOf(again))).not.toBe(first);
    expect(bed.harness.standIn.state.get(first).session.status).toBe('complete');
  });

  it('opens a new session when Stripe completed the open one before the store heard of it', async () => {
    const first = sessionIdOf(urlOf(await start({ tierId: 'starter' })));
    await standInControls(bed.harness.standIn.url).pay(first, { deliverEvents: false });

    const again = await start({ tierId: 'starter' });

    expect(again.status).toBe(200);
    expect(sessionIdOf(urlOf(again))).not.toBe(first);
    expect(bed.harness.standIn.state.get(sessionIdOf(urlOf(again))).session.status).toBe('open');
  });

  it('refuses the tier once the open session was paid', async () => {
    const first = sessionIdOf(urlOf(await start({ tierId: 'starter' })));
    await deliver(await bed.harness.pay(first));

    const again = await start({ tierId: 'starter' });

    expect([again.status, again.body]).toEqual([409, { message: CHECKOUT_MESSAGES.alreadyOwned }]);
  });
});

/** Moves the expiry the slot records for the user's open session (as time passing would). */
async function setSlotExpiry(userId: string, expiresAt: Date): Promise<void> {
  const slot = await slotOf(userId);
  if (!slot) throw new Error(`${userId} has no open-checkout slot`);
  const sessions = (slot.sessions as Array<Record<string, unknown>>).map((session) => ({
    ...session,
    expiresAt: expiresAt.toISOString(),
  }));
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...slot, sessions } }));
}
