import { GAME_MESSAGES, OAUTH_ERROR_DESCRIPTIONS } from '@shared/game-messages';
import { entitlementOf } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import {
  expireRequest,
  feedChanges,
  formCall,
  gameItems,
  newGameKey,
  parseKey,
  poll,
  requestLink,
  storedRequest,
  TEST_SITE,
  waitBeforePolling,
} from '../../../test/game-kit';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { revokeGameKey } from '../../data/game-keys';

const table = withTestTable();
const auth = withTestAuth();
let key: string;

beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
});

const refusal = (error: keyof typeof OAUTH_ERROR_DESCRIPTIONS) => ({
  error,
  error_description: OAUTH_ERROR_DESCRIPTIONS[error],
});
const ADMIN_ACTOR = { actor: 'admin', adminId: ADMIN, adminEmail: 'admin@example.com' } as const;
const decide = (userCode: string, decision: 'link' | 'cancel') =>
  call('POST /me/link-requests/{userCode}', { token: auth.tokens.userA, params: { userCode }, body: { decision } });

describe('POST /game/v1/link-requests', () => {
  it('answers RFC 8628 section 3.2 with the /link page, keeping only the device code hash and the key id', async () => {
    const response = await call(
      'POST /game/v1/link-requests',
      formCall(key, { platform: 'steam', player_id: '76561198000000001', display_name: 'Hooper' }),
    );

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as { device_code: string; user_code: string };
    expect(body).toEqual({
      device_code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user_code: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verification_uri: `${TEST_SITE}/link`,
      verification_uri_complete: `${TEST_SITE}/link?code=${body.user_code}`,
      expires_in: 600,
      interval: 5,
    });
    const stored = await gameItems(table);
    expect(JSON.stringify(stored)).not.toContain(body.device_code);
    const request = await storedRequest(table, body.device_code);
    expect(request).toMatchObject({
      status: 'pending',
      platform: 'steam',
      playerId: '76561198000000001',
      displayName: 'Hooper',
      keyId: parseKey(key).keyId,
      expiresAt: expect.any(Number),
    });
    expect(Number(request?.expiresAt) * 1000 - Date.now()).toBeGreaterThan(590_000);
    expect(await table.get({ pk: `GAME#CODE#${body.user_code.replace('-', '')}`, sk: 'CODE' })).toMatchObject({
      deviceCodeHash: expect.any(String),
      expiresAt: request?.expiresAt,
    });
  });

  it.each([
    ['U+202E (right-to-left override)', 'Hoop\u202Eer'],
    ['U+200B (zero-width space)', 'Hoop\u200Ber'],
    ['U+2066 (left-to-right isolate)', '\u2066Hooper'],
    ['a control character', 'Hoop\u0007er'],
  ])('refuses a display_name holding %s, and stores nothing', async (_, displayName) => {
    const response = await call(
      'POST /game/v1/link-requests',
      formCall(key, { platform: 'steam', player_id: 'p-1', display_name: displayName }),
    );

    expect([response.status, response.body]).toEqual([
      400,
      {
        error: 'invalid_request',
        error_description: 'display_name must not hold control, format or invisible characters',
      },
    ]);
    expect(await gameItems(table)).toHaveLength(1); // the key alone
  });
});

describe('POST /game/v1/link-requests/token', () => {
  it('answers pending, slow_down, pending, then linked with the entitlements once, then expired_token', async () => {
    await seedPurchase(USER_A, 'baller');
    await seedSubmission(USER_A, 'baller', 'Dime Dropper');
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);

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
    expect(linked.headers['cache-control']).toBe('no-store');
    expect(linked.body).toEqual({
      access_token: expect.stringMatching(/^d1g_at_[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'entitlements',
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
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('invalid_grant') });
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

  it('gives one token when twenty polls of an approved code arrive at once; the others are refused', async () => {
    await seedPurchase(USER_A, 'starter');
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);
    expect((await decide(userCode, 'link')).status).toBe(200);
    await waitBeforePolling(deviceCode, 20);

    const answers = await Promise.all(Array.from({ length: 20 }, () => poll(key, deviceCode)));

    const granted = answers.filter((answer) => answer.status === 200);
    expect(granted).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) {
      // The poll that delivers wins; the rest came too fast, or after it.
      expect([answer.status, (answer.body as { error: string }).error]).toEqual([
        400,
        expect.stringMatching(/^(slow_down|invalid_grant)$/),
      ]);
    }
    const tokens = (await gameItems(table)).filter((item) => String(item.pk).startsWith('GAME#TOKEN#'));
    expect(tokens).toHaveLength(1);
    expect(await feedChanges(table)).toEqual([expect.objectContaining({ seq: 1, type: 'linked', tierId: 'starter' })]);
  });

  it('answers access_denied once the supporter cancelled, and the code no longer works', async () => {
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);

    const cancelled = await decide(userCode, 'cancel');

    expect(cancelled).toMatchObject({ status: 200, body: { linked: null } });
    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('access_denied') });
    expect((await decide(userCode, 'link')).status).toBe(404);
    expect(await feedChanges(table)).toEqual([]);
  });

  it('answers invalid_grant for a device code it never gave', async () => {
    await requestLink(key);

    expect(await poll(key, 'A'.repeat(43))).toMatchObject({ status: 400, body: refusal('invalid_grant') });
  });

  it("answers invalid_grant to any key but the one that asked for the code, and the asker's poll still works", async () => {
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);
    const otherKey = await newGameKey('Other studio');
    await decide(userCode, 'link');

    expect(await poll(otherKey, deviceCode)).toMatchObject({ status: 400, body: refusal('invalid_grant') });
    expect((await poll(key, deviceCode)).status).toBe(200);
  });

  it('refuses the supporter and the poll once the key that asked for the code is revoked', async () => {
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);
    await revokeGameKey(parseKey(key).keyId, ADMIN_ACTOR, new Date());

    expect(
      await call('GET /me/link-requests/{userCode}', { token: auth.tokens.userA, params: { userCode } }),
    ).toMatchObject({
      status: 404,
      body: { message: GAME_MESSAGES.codeInvalid },
    });
    expect(await decide(userCode, 'link')).toMatchObject({ status: 404, body: { message: GAME_MESSAGES.codeInvalid } });
    const polled = await poll(key, deviceCode);
    expect([polled.status, polled.body]).toEqual([401, refusal('invalid_client')]);
    expect(polled.headers['www-authenticate']).toBe('Basic realm="D1 Gang game API"');
    expect(await table.get({ pk: 'GAME#PLAYER#steam#76561198000000001', sk: 'ENTITLEMENT' })).toBeUndefined();
  });

  it("keeps neither the supporter's id nor the game's display name on a decided request", async () => {
    const linkedOne = await requestLink(key);
    const cancelledOne = await requestLink(key, { player_id: 'p-2', display_name: 'Second' });

    await decide(linkedOne.user_code, 'link');
    await decide(cancelledOne.user_code, 'cancel');

    for (const { device_code } of [linkedOne, cancelledOne]) {
      const stored = await storedRequest(table, device_code);
      expect(stored).not.toHaveProperty('displayName');
      expect(stored).not.toHaveProperty('userId');
      expect(JSON.stringify(stored)).not.toContain(USER_A);
    }
    expect(await storedRequest(table, linkedOne.device_code)).toMatchObject({ holder: expect.any(String) });
  });

  it('answers expired_token once the request expired, and its code no longer works', async () => {
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);
    await expireRequest(deviceCode);

    expect(await poll(key, deviceCode)).toMatchObject({ status: 400, body: refusal('expired_token') });
    expect((await decide(userCode, 'link')).status).toBe(404);
    expect(await table.get({ pk: 'GAME#PLAYER#steam#76561198000000001', sk: 'ENTITLEMENT' })).toBeUndefined();
  });

  it('links a supporter who bought nothing: no tier and no benefits', async () => {
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key, {
      platform: 'xbox',
      player_id: 'xuid-42',
    });

    await decide(userCode, 'link');

    expect((await poll(key, deviceCode)).body).toMatchObject({
      token_type: 'Bearer',
      entitlements: { platform: 'xbox', playerId: 'xuid-42', tierId: null, benefits: [], nickname: null },
    });
  });
});
