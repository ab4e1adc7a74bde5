import type { EntitlementsResponse, GameChange } from '@shared/api/types/game';
import { entitlementOf, type TierId } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { newGameKey, parseKey, readWholeFeed, seedGameLink } from '../../../test/game-kit';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { createLinkRequest } from '../../data/game-link-requests';
import { linkGameAccount } from '../../data/game-linking';

const bed = withPaymentsTestbed();
let key: string;
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  key = await newGameKey();
});

async function buy(tierId: TierId) {
  const paid = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, tierId);
  await deliver(paid.completed);
  return paid;
}

async function entitlements(playerId = 'steam-fan'): Promise<EntitlementsResponse> {
  const response = await call('GET /game/v1/players/{platform}/{playerId}/entitlements', {
    token: key,
    params: { platform: 'steam', playerId },
  });
  expect(response.status).toBe(200);
  return response.body as EntitlementsResponse;
}

/** The feed's changes as `type tierId benefit-count` lines, ids dropped. */
async function feed(): Promise<string[]> {
  return (await readWholeFeed(key)).map((change) => `${change.type} ${change.tierId} ${change.benefits.length}`);
}

describe('linked game accounts follow the ledger', () => {
  it('grants the bought tier to an account linked before the purchase', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    await buy('starter');

    expect(await entitlements()).toEqual({
      linked: true,
      platform: 'steam',
      playerId: 'steam-fan',
      tierId: 'starter',
      benefits: entitlementOf('starter'),
      nickname: null,
      jerseyName: null,
      revision: 2,
      updatedAt: expect.any(String),
    });
    expect(await feed()).toEqual(['linked null 0', `granted starter ${entitlementOf('starter').length}`]);
  });

  it('tells every linked platform, and nobody when nothing is linked', async () => {
    await buy('rookie');
    expect(await feed()).toEqual([]);

    await seedGameLink(USER_A, 'steam', 'steam-fan');
    await seedGameLink(USER_A, 'xbox', 'xbox-fan');
    await buy('mvp');

    const changes = (await readWholeFeed(key)).slice(2);
    expect(
      changes.map((change) => `${change.type} ${change.platform} ${change.playerId} ${change.tierId}`).sort(),
    ).toEqual(['changed steam steam-fan mvp', 'changed xbox xbox-fan mvp']);
  });

  describe('after a purchase', () => {
    let starter: Awaited<ReturnType<typeof buy>>;
    beforeEach(async () => {
      await seedGameLink(USER_A, 'steam', 'steam-fan');
      starter = await buy('starter');
    });

    it('adds the benefits of an upgrade as a change', async () => {
      await buy('mvp');

      const after = await entitlements();
      expect(after).toMatchObject({ tierId: 'mvp', benefits: entitlementOf('mvp'), revision: 3 });
      expect(after.benefits).toEqual(expect.arrayContaining(entitlementOf('starter')));
      expect(after.benefits.length).toBeGreaterThan(entitlementOf('starter').length);
      expect((await feed()).at(-1)).toBe(`changed mvp ${entitlementOf('mvp').length}`);
    });

    it('changes nothing on a partial refund', async () => {
      const before = await feed();

      await deliver(await bed.harness.refund(starter.paymentIntentId, 500));

      expect(await feed()).toEqual(before);
      expect(await entitlements()).toMatchObject({ tierId: 'starter', revision: 2 });
    });

    it('revokes everything on a full refund', async () => {
      await deliver(await bed.harness.refund(starter.paymentIntentId));

      expect(await entitlements()).toMatchObject({ tierId: null, benefits: [], revision: 3 });
      expect((await feed()).at(-1)).toBe('revoked null 0');
    });

    it('revokes everything on a lost dispute', async () => {
      await deliver(await bed.harness.dispute(starter.paymentIntentId, 'lost'));

      expect(await entitlements()).toMatchObject({ tierId: null, benefits: [], revision: 3 });
      expect((await feed()).at(-1)).toBe('revoked null 0');
    });

    it('sends the nickname of a tier setup as a change, and keeps it out of the feed', async () => {
      const setup = await call('PUT /me/tier-submission', {
        token: bed.auth.tokens.userA,
        body: { nickname: 'Glass Cleaner', showOnWall: false },
      });
      expect(setup.status).toBe(201);

      expect(await entitlements()).toMatchObject({ tierId: 'starter', nickname: 'Glass Cleaner', revision: 3 });
      expect((await feed()).at(-1)).toBe(`changed starter ${entitlementOf('starter').length}`);
    });

    it('sends the MVP jersey name of the MVP setup', async () => {
      await buy('mvp');
      await call('PUT /me/tier-submission', {
        token: bed.auth.tokens.userA,
        body: { nickname: 'Court General', jerseyBackName: 'GENERAL', showOnWall: false },
      });

      expect(await entitlements()).toMatchObject({ nickname: 'Court General', jerseyName: 'GENERAL', revision: 4 });
    });
  });

  it('keeps personal data out of every stored feed item', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan', 'Fan Display Name');
    await buy('starter');
    await call('PUT /me/tier-submission', {
      token: bed.auth.tokens.userA,
      body: { nickname: 'Glass Cleaner', showOnWall: false },
    });

    const feedItems = (await bed.table.items()).filter((item) => item.pk === 'GAME#FEED' && item.sk !== 'HEAD');
    expect(feedItems).toHaveLength(3);
    for (const item of feedItems) {
      expect(Object.keys(item).sort()).toEqual(
        ['at', 'benefits', 'pk', 'platform', 'playerId', 'seq', 'sk', 'tierId', 'type'].sort(),
      );
    }
    const text = JSON.stringify(feedItems);
    for (const personal of [USER_A, 'fan@example.com', 'Glass Cleaner', 'Fan Display Name']) {
      expect(text).not.toContain(personal);
    }
    const types: GameChange['type'][] = ['linked', 'granted', 'changed'];
    expect(feedItems.map((item) => item.type)).toEqual(types);
  });

  it.each([1, 2, 3, 4])(
    'ends a link racing a purchase with the tier on the game account and the feed saying so (round %i)',
    async () => {
      const paid = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
      const { userCode } = await createLinkRequest(
        { keyId: parseKey(await newGameKey()).keyId, platform: 'steam', playerId: 'steam-fan', displayName: 'Hooper' },
        new Date(),
      );

      await Promise.all([deliver(paid.completed), linkGameAccount(userCode, USER_A, new Date())]);

      expect(await entitlements()).toMatchObject({ tierId: 'starter', benefits: entitlementOf('starter') });
      const changes = await feed();
      expect(changes.at(-1)).toMatch(/^(linked|granted) starter 4$/);
      expect([['linked starter 4'], ['linked null 0', 'granted starter 4']]).toContainEqual(changes);
    },
  );
});
