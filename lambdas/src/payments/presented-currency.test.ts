import type { AdminPurchasesResponse, AdminUserDetailResponse } from '@shared/api/types/admin';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { deliver, sessionIdOf, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';

/**
 * Adaptive Pricing: a buyer shown their own currency pays in it; the ledger stays in US cents, and
 * the purchase keeps what they were shown beside them (docs/payments.md §Currencies).
 */
const bed = withPaymentsTestbed();

async function startStarter(): Promise<string> {
  const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } });
  expect(response.status).toBe(200);
  return sessionIdOf((response.body as { url: string }).url);
}

async function payIn(sessionId: string, presentIn: string) {
  const controls = standInControls(bed.harness.standIn.url);
  const before = bed.harness.events.length;
  await controls.pay(sessionId, { presentIn });
  const completed = (await bed.harness.delivered()).slice(before).find((event) => event.data.object.id === sessionId);
  if (!completed) throw new Error(`no checkout.session.completed for ${sessionId}`);
  return completed;
}

const verify = (sessionId: string) =>
  call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } });

async function storedItem(prefix: string): Promise<Record<string, unknown> | undefined> {
  return (await bed.table.items()).find(
    (item) => String(item.pk).startsWith(prefix) || String(item.sk).startsWith(prefix),
  );
}

describe('a payment presented in the buyer’s own currency', () => {
  beforeEach(async () => {
    await seedUser(USER_A, 'fan@example.com');
    await seedAdmin();
  });

  it('opens Checkout Sessions with Adaptive Pricing, in US dollars', async () => {
    const sessionId = await startStarter();

    const session = await bed.harness.stripe.checkout.sessions.retrieve(sessionId);

    expect(session).toMatchObject({ currency: 'usd', amount_total: 3000, adaptive_pricing: { enabled: true } });
  });

  it('is recorded in US cents with the euro figures beside them, and the buyer is told both', async () => {
    const sessionId = await startStarter();
    await payIn(sessionId, 'eur');

    const response = await verify(sessionId);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 3000,
      presented: { currency: 'eur', amount: 2762 },
    });
    const [purchase] = await bed.purchaseRows();
    expect(purchase).toMatchObject({
      amountCents: 3000,
      valueCents: 3000,
      currency: 'usd',
      presented: { currency: 'eur', amount: 2762 },
    });
    expect(await bed.totals()).toMatchObject({ revenueCents: 3000 });
    const email = await storedItem('OUTBOX#');
    expect(email?.message).toMatchObject({
      template: 'tier-granted',
      amountCents: 3000,
      presented: { currency: 'eur', amount: 2762 },
    });
  });

  it('is the same when Stripe’s event fulfils it, and the admin’s purchase lists show both figures', async () => {
    const sessionId = await startStarter();
    const completed = await payIn(sessionId, 'jpy');

    await deliver(completed);

    const presented = { currency: 'jpy', amount: 4604 };
    const list = await call('GET /admin/purchases', { token: bed.auth.tokens.admin });
    expect((list.body as AdminPurchasesResponse).items).toEqual([
      expect.objectContaining({ id: sessionId, amountCents: 3000, currency: 'usd', presented }),
    ]);
    const detail = await call('GET /admin/users/{userId}', {
      token: bed.auth.tokens.admin,
      params: { userId: USER_A },
    });
    expect((detail.body as AdminUserDetailResponse).purchases).toEqual([
      expect.objectContaining({ id: sessionId, amountCents: 3000, presented }),
    ]);
    expect((await verify(sessionId)).body).toMatchObject({ tierPrice: 3000, presented });
  });

  it('keeps no presented figures for a buyer who paid in US dollars', async () => {
    const sessionId = await startStarter();
    await payIn(sessionId, 'usd');

    const response = await verify(sessionId);

    expect(response.body).toEqual({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 });
    const [purchase] = await bed.purchaseRows();
    expect(purchase).not.toHaveProperty('presented');
    expect((await storedItem('OUTBOX#'))?.message).toMatchObject({ amountCents: 3000 });
    expect((await storedItem('OUTBOX#'))?.message).not.toHaveProperty('presented');
  });
});
