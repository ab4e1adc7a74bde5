import { LINK_TOKEN_MESSAGES } from '@shared/game-messages';
import { entitlementOf } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import {
  expireRequest,
  feedChanges,
  gameItems,
  newGameKey,
  poll,
  requestLink,
  storedRequest,
  TEST_SITE,
  waitBeforePolling,
} from '../../../test/game-kit';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
let key: string;

beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
});

const refusal = (error: keyof typeof LINK_TOKEN_MESSAGES) => ({ error, message: LINK_TOKEN_MESSAGES[error] });
const decide = (userCode: string, decision: 'link' | 'cancel') =>
  call('POST /me/link-requests/{userCode}', { token: auth.tokens.userA, params: { userCode }, body: { decision } });

describe('POST /game/v1/link-requests', () => {
  it('answers the device and user codes with the /link page, keeping only the device code hash and the key id', async () => {
    const response = await call('POST /game/v1/link-requests', {
      token: key,
      body: { platform: 'steam', playerId: '76561198000000001', displayName: 'Hooper' },
    });

    expect(response.status).toBe(200);
    const body = response.body as { deviceCode: string; userCode: string };
    expect(body).toEqual({
      deviceCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userCode: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verificationUri: `${TEST_SITE}/link`,
      verificationUriComplete: `${TEST_SITE}/link?code=${body.userCode}`,
      expiresIn: 600,
      interval: 5,
    });
    const stored = await gameItems(table);
    expect(JSON.stringify(stored)).not.toContain(body.deviceCode);
    const request = await storedRequest(table, body.deviceCode);
    expect(request).toMatchObject({
      status: 'pending',
      platform: 'steam',
      playerId: '76561198000000001',
      displayName: 'Hooper',
      keyId: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(Number(request?.expiresAt) * 1000 - Date.now()).toBeGreaterThan(590_000);
    expect(await table.get({ pk: `GAME#CODE#${body.userCode.replace('-', '')}`, sk: 'CODE' })).toMatchObject({
      deviceCodeHash: expect.any(String),
      expiresAt: request?.expiresAt,
    });
  });
});

describe('POST /game/v1/link-requests/token', () => {
  it('answers pending, slow_down, pending, then linked with the entitlements once, then expired_token', async () => {
    await seedPurchase(USER_A, 'baller');
    await seedSubmission(USER_A, 'baller', 'Dime Dropper');
    const { deviceCode, userCode } = await requestLink(key);

    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('authorization_pending') });
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('slow_down') });
    expect(await storedRequest(table, deviceCode)).toMatchObject({ intervalSeconds: 10 });
    await waitBeforePolling(deviceCode, 6);
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('slow_down') });
    await waitBeforePolling(deviceCode, 15);
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('authorization_pending') });

    expect((await decide(userCode, 'link')).status).toBe(200);
    await waitBeforePolling(deviceCode, 20);
    const linked = await poll(key, deviceCode);

    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      linked: true,
      entitlements: {
        linked: true,
        platform: 'steam',
        playerId: '76561198000000001',
        tierId: 'baller',
        benefits: entitlementOf('baller'),
        nickname: 'Dime Dropper',
        jerseyName: null,
        revision: 1,
        updatedAt: expect.any(String),
      },
    });
    await waitBeforePolling(deviceCode, 30);
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('expired_token') });
    expect(await feedChanges(table)).toEqual([
      expect.objectContaining({
        seq: 1,
        type: 'linked',
        platform: 'steam',
        playerId: '76561198000000001',
        tierId: 'baller',
        benefits: entitlementOf('baller'),
      }),
    ]);
  });

  it('answers access_denied once the supporter cancelled, and the code no longer works', async () => {
    const { deviceCode, userCode } = await requestLink(key);

    const cancelled = await decide(userCode, 'cancel');

    expect(cancelled).toMatchObject({ status: 200, body: { linked: null } });
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('access_denied') });
    expect((await decide(userCode, 'link')).status).toBe(404);
    expect(await feedChanges(table)).toEqual([]);
  });

  it('answers expired_token for a device code it never gave', async () => {
    await requestLink(key);

    expect(await poll(key, 'A'.repeat(43))).toMatchObject({ status: 400, body: refusal('expired_token') });
  });

  it('answers expired_token once the request expired, and its code no longer works', async () => {
    const { deviceCode, userCode } = await requestLink(key);
    await expireRequest(deviceCode);

    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('expired_token') });
    expect((await decide(userCode, 'link')).status).toBe(404);
    expect(await table.get({ pk: 'GAME#PLAYER#steam#76561198000000001', sk: 'ENTITLEMENT' })).toBeUndefined();
  });

  it('links a supporter who bought nothing: no tier and no benefits', async () => {
    const { deviceCode, userCode } = await requestLink(key, { platform: 'xbox', playerId: 'xuid-42' });

    await decide(userCode, 'link');

    expect((await poll(key, deviceCode)).body).toMatchObject({
      linked: true,
      entitlements: { platform: 'xbox', playerId: 'xuid-42', tierId: null, benefits: [], nickname: null },
    });
  });
});
