import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PLAYER_TOKEN_MESSAGES } from '@shared/game-messages';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { expectGameResponseValid } from '../../../test/game-api-document';
import { newGameKey, parseKey, poll, requestLink } from '../../../test/game-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { documentClient, tableName } from '../../data/client';
import { revokeGameKey } from '../../data/game-keys';

// The access token the token endpoint gives once a player linked: it reads that player's
// entitlements, and nothing else, only while the link and the key that asked for it stand.
const table = withTestTable();
const auth = withTestAuth();
let key: string;

beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
  await seedUser(USER_B, 'b@example.com');
  await seedPurchase(USER_A, 'starter');
});

const ENTITLEMENTS = 'GET /game/v1/players/{platform}/{playerId}/entitlements';
const STEAM_PLAYER = { platform: 'steam', playerId: '76561198000000001' };

/** Links the Steam player to USER_A through the device flow, and the access token its poll gave. */
async function linkedToken(token = auth.tokens.userA): Promise<string> {
  const { device_code: deviceCode, user_code: userCode } = await requestLink(key);
  const decided = await call('POST /me/link-requests/{userCode}', {
    token,
    params: { userCode },
    body: { decision: 'link' },
  });
  if (decided.status !== 200) throw new Error(`Link answered ${decided.status}`);
  return ((await poll(key, deviceCode)).body as { access_token: string }).access_token;
}

async function read(token: string, params: Record<string, string> = STEAM_PLAYER) {
  const result = await call(ENTITLEMENTS, { token, params });
  expectGameResponseValid(ENTITLEMENTS, result.status, result.body);
  return result;
}

const invalidToken = {
  status: 401,
  body: { message: PLAYER_TOKEN_MESSAGES.invalidToken },
  headers: expect.objectContaining({
    'www-authenticate': 'Bearer realm="D1 Gang game API", error="invalid_token"',
  }),
};

describe("a player's access token", () => {
  it("reads its own player's entitlements, with the ETag a key's read gets", async () => {
    const token = await linkedToken();

    const byToken = await read(token);
    const byKey = await read(key);

    expect(byToken).toMatchObject({ status: 200, body: { playerId: '76561198000000001', tierId: 'starter' } });
    expect(byToken.headers.etag).toBe(byKey.headers.etag);
  });

  it("is refused another player's entitlements with 403 insufficient_scope", async () => {
    const token = await linkedToken();

    const result = await read(token, { platform: 'steam', playerId: 'someone-else' });

    expect(result).toMatchObject({ status: 403, body: { message: PLAYER_TOKEN_MESSAGES.otherPlayer } });
    expect(result.headers['www-authenticate']).toBe('Bearer realm="D1 Gang game API", error="insufficient_scope"');
  });

  it('is refused the routes that take a key alone, with 403 insufficient_scope', async () => {
    const token = await linkedToken();

    const changes = await call('GET /game/v1/changes', { token });
    const deliveries = await call('POST /game/v1/deliveries', { token, body: { changeIds: ['1'] } });

    for (const result of [changes, deliveries]) {
      expect(result).toMatchObject({ status: 403, body: { message: PLAYER_TOKEN_MESSAGES.keyOnly } });
    }
  });

  it('stops working once the game account is unlinked', async () => {
    const token = await linkedToken();

    await call('DELETE /me/game-accounts/{platform}', { token: auth.tokens.userA, params: { platform: 'steam' } });
    expect(await read(token)).toMatchObject(invalidToken);
  });

  it('stops working once the game account is linked to someone else', async () => {
    const token = await linkedToken();
    await call('DELETE /me/game-accounts/{platform}', { token: auth.tokens.userA, params: { platform: 'steam' } });

    await linkedToken(auth.tokens.userB);

    expect(await read(token)).toMatchObject(invalidToken);
  });

  it('stops working once the key it was given to is revoked', async () => {
    const token = await linkedToken();

    await revokeGameKey(parseKey(key).keyId, { actor: 'admin', adminId: ADMIN, adminEmail: 'a@x.test' }, new Date());

    expect(await read(token)).toMatchObject(invalidToken);
  });

  it('stops working an hour after it was given', async () => {
    const token = await linkedToken();
    const stored = (await table.items()).find((item) => String(item.pk).startsWith('GAME#TOKEN#'));
    expect(stored?.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3590);

    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: stored?.pk, sk: stored?.sk },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    expect(await read(token)).toMatchObject(invalidToken);
  });

  it('is kept only as its hash, without the supporter it belongs to', async () => {
    const token = await linkedToken();

    const stored = (await table.items()).filter((item) => String(item.pk).startsWith('GAME#TOKEN#'));

    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(USER_A);
  });

  it('a made-up token shaped like one is refused like an expired one', async () => {
    expect(await read(`d1g_at_${'A'.repeat(43)}`)).toMatchObject(invalidToken);
  });
});
