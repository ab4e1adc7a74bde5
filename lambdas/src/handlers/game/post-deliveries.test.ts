import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { MeResponse } from '@shared/api/types/account';
import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { newGameKey, seedGameLink } from '../../../test/game-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { documentClient, tableName } from '../../data/client';
import { gameLinkKey, playerKey } from '../../data/game-links';

const table = withTestTable();
const auth = withTestAuth();
let key: string;
beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'fan@example.com');
  await seedPurchase(USER_A, 'starter');
  await seedAdmin();
});

const deliver = (changeIds: string[]) => call('POST /game/v1/deliveries', { token: key, body: { changeIds } });

const stored = (item: { pk: string; sk: string }) => table.get(item);

/** The feed, the players and the users: what a delivery may change (the key's use is noted apart). */
async function deliveryState() {
  return (await table.items()).filter((item) => /^(GAME#FEED|GAME#PLAYER#|USER#)/.test(String(item.pk)));
}

describe('POST /game/v1/deliveries', () => {
  it('marks each change delivered once, notes the delivery on the account, and is idempotent', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');
    await seedGameLink(USER_A, 'xbox', 'xbox-fan');

    const first = await deliver(['1', '2', '1', '99']);
    const after = await deliveryState();
    const second = await deliver(['1', '2', '1', '99']);

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ delivered: 2 });
    expect(second.body).toEqual({ delivered: 2 });
    expect(await deliveryState()).toEqual(after);
    const changes = after.filter((item) => item.pk === 'GAME#FEED' && item.sk !== 'HEAD');
    expect(changes.map((item) => typeof item.deliveredAt)).toEqual(['string', 'string']);
    const link = await stored(gameLinkKey(USER_A, 'steam'));
    expect(link?.lastDeliveredAt).toBe(changes[0]?.deliveredAt);
    expect((await stored(playerKey('steam', 'steam-fan')))?.lastDeliveredAt).toBe(changes[0]?.deliveredAt);
  });

  it('shows the last delivery on the supporter’s dashboard data and the admin’s user detail', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan', 'Fan On Steam');
    const before = (await call('GET /me', { token: auth.tokens.userA })).body as MeResponse;
    expect(before.gameAccounts).toEqual([
      {
        platform: 'steam',
        playerId: 'steam-fan',
        displayName: 'Fan On Steam',
        linkedAt: expect.any(String),
        lastDeliveredAt: null,
      },
    ]);

    await deliver(['1']);

    const me = (await call('GET /me', { token: auth.tokens.userA })).body as MeResponse;
    const delivered = me.gameAccounts?.[0]?.lastDeliveredAt;
    expect(delivered).toEqual(expect.any(String));
    const admin = await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId: USER_A } });
    expect((admin.body as AdminUserDetailResponse).gameAccounts).toEqual(me.gameAccounts);
  });

  it('shows no game accounts to a supporter without a link', async () => {
    await seedUser(USER_B, 'other@example.com');
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    const me = (await call('GET /me', { token: auth.tokens.userB })).body as MeResponse;

    expect(me.gameAccounts).toEqual([]);
  });

  it('only marks a change of an account unlinked since', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: playerKey('steam', 'steam-fan') }));

    const response = await deliver(['1']);

    expect(response.body).toEqual({ delivered: 1 });
    expect((await table.items()).find((item) => item.sk === 'CHANGE#000000000000001')?.deliveredAt).toEqual(
      expect.any(String),
    );
    expect((await stored(gameLinkKey(USER_A, 'steam')))?.lastDeliveredAt).toBeNull();
    expect(await stored(playerKey('steam', 'steam-fan'))).toBeUndefined();
  });

  it.each([
    [{ changeIds: [] }, 'changeIds must not be empty'],
    [{ changeIds: ['abc'] }, 'changeIds must be change ids from the feed'],
    [{ changeIds: '1' }, 'changeIds must be a list of change ids'],
    [{ changeIds: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, 'changeIds may hold at most 100 ids'],
  ])('answers 400 to %j', async (body, message) => {
    const response = await call('POST /game/v1/deliveries', { token: key, body });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
