import type { DeviceAuthorizationResponse } from '@shared/api/types/game';
import type { ApiResult } from '../../../test/api-event';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { expectGameResponseValid } from '../../../test/game-api-document';
import { formCall, newGameKey, poll, waitBeforePolling } from '../../../test/game-kit';
import { seedUser } from '../../../test/seed';

// Every answer a game server meets along the whole flow, checked against the OpenAPI document the
// API serves: a change to a handler's answer that the document does not describe fails here.
const table = withTestTable();
const auth = withTestAuth();
let key: string;
beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
});

function documented(result: ApiResult, key: Parameters<typeof expectGameResponseValid>[0]): ApiResult {
  expectGameResponseValid(key, result.status, result.body);
  return result;
}

describe('the game API answers as its OpenAPI document says', () => {
  it('along a link, its polls, the entitlements, the feed and a delivery', async () => {
    const requested = documented(
      await call(
        'POST /game/v1/link-requests',
        formCall(key, { platform: 'dev', player_id: 'dev-1', display_name: 'Court Vision' }),
      ),
      'POST /game/v1/link-requests',
    );
    expect(requested.status).toBe(200);
    const { device_code: deviceCode, user_code: userCode } = requested.body as DeviceAuthorizationResponse;

    const pending = documented(await poll(key, deviceCode), 'POST /game/v1/link-requests/token');
    expect(pending.body).toMatchObject({ error: 'authorization_pending' });
    const tooSoon = documented(await poll(key, deviceCode), 'POST /game/v1/link-requests/token');
    expect(tooSoon.body).toMatchObject({ error: 'slow_down' });

    const decided = await call('POST /me/link-requests/{userCode}', {
      token: auth.tokens.userA,
      params: { userCode },
      body: { decision: 'link' },
    });
    expect(decided.status).toBe(200);
    await waitBeforePolling(deviceCode, 60);
    const linked = documented(await poll(key, deviceCode), 'POST /game/v1/link-requests/token');
    expect(linked.status).toBe(200);
    await waitBeforePolling(deviceCode, 60);
    const used = documented(await poll(key, deviceCode), 'POST /game/v1/link-requests/token');
    expect(used.body).toMatchObject({ error: 'invalid_grant' });

    const entitlementsKey = 'GET /game/v1/players/{platform}/{playerId}/entitlements';
    const entitlements = documented(
      await call(entitlementsKey, { token: key, params: { platform: 'dev', playerId: 'dev-1' } }),
      entitlementsKey,
    );
    expect(entitlements.status).toBe(200);
    const notModified = await call(entitlementsKey, {
      token: key,
      params: { platform: 'dev', playerId: 'dev-1' },
      headers: { 'if-none-match': String(entitlements.headers.etag) },
    });
    expect(notModified.status).toBe(304);
    const unknown = documented(
      await call(entitlementsKey, { token: key, params: { platform: 'dev', playerId: 'nobody' } }),
      entitlementsKey,
    );
    expect(unknown.status).toBe(404);

    const changes = documented(await call('GET /game/v1/changes', { token: key }), 'GET /game/v1/changes');
    expect(changes.body).toMatchObject({ changes: [{ id: '1', type: 'linked', playerId: 'dev-1' }], hasMore: false });
    const delivered = documented(
      await call('POST /game/v1/deliveries', { token: key, body: { changeIds: ['1'] } }),
      'POST /game/v1/deliveries',
    );
    expect(delivered.body).toEqual({ delivered: 1 });
  });

  it('when the supporter says no, and after the code expired', async () => {
    const first = (
      await call(
        'POST /game/v1/link-requests',
        formCall(key, { platform: 'steam', player_id: 'steam-1', display_name: 'Rim Rocker' }),
      )
    ).body as DeviceAuthorizationResponse;
    await call('POST /me/link-requests/{userCode}', {
      token: auth.tokens.userA,
      params: { userCode: first.user_code },
      body: { decision: 'cancel' },
    });

    const denied = documented(await poll(key, first.device_code), 'POST /game/v1/link-requests/token');
    expect(denied.body).toMatchObject({ error: 'access_denied' });
    const unknown = documented(await poll(key, 'no-such-device-code'), 'POST /game/v1/link-requests/token');
    expect(unknown.body).toMatchObject({ error: 'invalid_grant' });
  });
});
