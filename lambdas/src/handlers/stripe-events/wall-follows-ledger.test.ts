import type { WallResponse } from '@shared/api/types/wall';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { transactWrite } from '../../data/transactions';
import { wallRemovalItems } from '../../data/wall-choice';

const bed = withPaymentsTestbed();
beforeEach(() => seedUser(USER_A, 'fan@example.com'));

/** Where the wall lists names now: `tier:nickname` with each tier's count. */
async function wallState() {
  const body = (await call('GET /wall')).body as WallResponse;
  return {
    total: body.total,
    listed: body.tiers.flatMap((tier) => tier.nicknames.map((entry) => `${tier.tierId}:${entry.nickname}`)),
    counts: Object.fromEntries(body.tiers.filter((tier) => tier.count !== 0).map((tier) => [tier.tierId, tier.count])),
  };
}

async function buy(tierId: 'starter' | 'mvp') {
  const paid = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, tierId);
  await deliver(paid.completed);
  return paid;
}

describe('the gym wall follows the owned tier through the ledger', () => {
  beforeEach(async () => {
    await buy('starter');
    const setup = await call('PUT /me/tier-submission', {
      token: bed.auth.tokens.userA,
      body: { nickname: 'Glass Cleaner', showOnWall: true },
    });
    expect(setup.status).toBe(201);
  });

  it('moves the entry to MVP on an upgrade, keeping when it went on the wall', async () => {
    const before = ((await call('GET /wall')).body as WallResponse).tiers.find((tier) => tier.tierId === 'starter');
    expect(await wallState()).toEqual({ total: 1, listed: ['starter:Glass Cleaner'], counts: { starter: 1 } });

    await buy('mvp');

    expect(await wallState()).toEqual({ total: 1, listed: ['mvp:Glass Cleaner'], counts: { mvp: 1 } });
    const mvp = ((await call('GET /wall')).body as WallResponse).tiers[0];
    expect(mvp?.nicknames[0]?.since).toBe(before?.nicknames[0]?.since);
  });

  it('keeps the nickname through the upgrade’s setup, in the same spot, and refuses another', async () => {
    await buy('mvp');

    const renamed = await call('PUT /me/tier-submission', {
      token: bed.auth.tokens.userA,
      body: { nickname: 'Court General', jerseyBackName: 'GENERAL', showOnWall: true },
    });
    const setup = await call('PUT /me/tier-submission', {
      token: bed.auth.tokens.userA,
      body: { jerseyBackName: 'GENERAL' },
    });

    expect(renamed.status).toBe(409);
    expect(setup.status).toBe(201);
    expect(await wallState()).toEqual({ total: 1, listed: ['mvp:Glass Cleaner'], counts: { mvp: 1 } });
  });

  it('moves it back when the upgrade is refunded, and off the wall when nothing stands', async () => {
    const mvp = await buy('mvp');
    await deliver(await bed.harness.refund(mvp.paymentIntentId));

    expect(await wallState()).toEqual({ total: 1, listed: ['starter:Glass Cleaner'], counts: { starter: 1 } });

    const purchases = await bed.purchaseRows();
    const first = purchases.find((row) => row.tierId === 'starter');
    await deliver(await bed.harness.refund(String(first?.stripePaymentIntentId)));

    expect(await wallState()).toEqual({ total: 0, listed: [], counts: {} });
  });

  it('gives account deletion the items that remove every trace of the user from the wall', async () => {
    await transactWrite(await wallRemovalItems(USER_A));

    expect(await wallState()).toEqual({ total: 0, listed: [], counts: {} });
    const wallItems = (await bed.table.items()).filter(
      (item) => String(item.pk).startsWith('WALL#') && !String(item.pk).startsWith('WALL#COUNTS'),
    );
    expect(wallItems).toEqual([]);
  });
});
