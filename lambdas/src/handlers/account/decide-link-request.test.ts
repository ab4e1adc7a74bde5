import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GAME_MESSAGES } from '@shared/game-messages';
import { entitlementOf } from '@shared/tiers';
import { apiEvent, call, invoke } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { fixDateAt } from '../../../test/fixed-date';
import { feedChanges, newGameKey, poll, requestLink } from '../../../test/game-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { documentClient, tableName } from '../../data/client';
import { LinkCodeInvalidError } from '../../data/errors';
import { linkGameAccount } from '../../data/game-linking';
import { countLinkCodeMiss } from '../../data/link-code-attempts';

const table = withTestTable();
const auth = withTestAuth();
let key: string;

beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
  await seedUser(USER_B, 'b@example.com');
});

const look = (userCode: string, token = auth.tokens.userA) =>
  call('GET /me/link-requests/{userCode}', { token, params: { userCode } });
const decide = (userCode: string, decision: 'link' | 'cancel', token = auth.tokens.userA) =>
  call('POST /me/link-requests/{userCode}', { token, params: { userCode }, body: { decision } });
const player = (platform: string, playerId: string) =>
  table.get({ pk: `GAME#PLAYER#${platform}#${playerId}`, sk: 'ENTITLEMENT' });

describe('GET /me/link-requests/{userCode}', () => {
  it('shows the game account a code would link, whatever the case and hyphen the code is typed with', async () => {
    const { user_code: userCode } = await requestLink(key, {
      platform: 'psn',
      player_id: 'psn-7',
      display_name: 'Rim Rocker',
    });

    for (const typed of [userCode, userCode.replace('-', ''), userCode.toLowerCase()]) {
      const response = await look(typed);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ platform: 'psn', displayName: 'Rim Rocker', expiresAt: expect.any(String) });
    }
  });

  it('refuses a code in no code shape with 400', async () => {
    expect(await look('AB1')).toMatchObject({ status: 400, body: { message: GAME_MESSAGES.codeFormat } });
  });

  it('answers a guessed code 404, and the 11th try of a user in 10 minutes 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await look('BBBB-CCCC')).toMatchObject({ status: 404, body: { message: GAME_MESSAGES.codeInvalid } });
    }

    expect(await look('BBBB-CCCC')).toMatchObject({ status: 429, body: { message: GAME_MESSAGES.codeRateLimited } });
    expect(await decide('BBBB-CCCC', 'link')).toMatchObject({
      status: 429,
      body: { message: GAME_MESSAGES.codeRateLimited },
    });
    expect((await look('BBBB-CCCC', auth.tokens.userB)).status).toBe(404);
  });

  it('answers the 31st try from one IP address in 10 minutes 429, whichever user makes it', async () => {
    const fromIp = async (sub: string) => {
      const event = apiEvent('GET /me/link-requests/{userCode}', {
        token: await auth.accessToken(sub),
        params: { userCode: 'BBBB-CCCC' },
      });
      event.requestContext.http.sourceIp = '203.0.113.9';
      return invoke(event);
    };
    for (const user of ['1', '2', '3']) {
      for (let attempt = 1; attempt <= 10; attempt++) expect((await fromIp(`ip-user-${user}`)).status).toBe(404);
    }

    expect(await fromIp('ip-user-4')).toMatchObject({ status: 429, body: { message: GAME_MESSAGES.codeRateLimited } });
    expect((await look('BBBB-CCCC')).status).toBe(404);
  });
});

describe('a supporter past 20 failed codes today', () => {
  // One instant for the whole test, so the day cannot turn between the misses and the tries.
  beforeEach(() => {
    fixDateAt(new Date());
  });
  afterEach(() => jest.useRealTimers());

  it('is answered 429 for the rest of the day, looking up or linking, even with a right code', async () => {
    const { user_code: userCode } = await requestLink(key);
    for (let miss = 1; miss <= 20; miss++) await countLinkCodeMiss(USER_A, new Date());

    const refused = { status: 429, body: { message: GAME_MESSAGES.codeBudgetSpent } };
    expect(await look(userCode)).toMatchObject(refused);
    expect(await decide(userCode, 'link')).toMatchObject(refused);
    expect((await look(userCode, auth.tokens.userB)).status).toBe(200);
  });
});

describe('POST /me/link-requests/{userCode}', () => {
  it('links once: the code used twice answers 404 the second time, the feed holds one change', async () => {
    await seedPurchase(USER_A, 'starter');
    const { user_code: userCode } = await requestLink(key);

    const first = await decide(userCode, 'link');
    const second = await decide(userCode, 'link');

    expect(first).toMatchObject({
      status: 200,
      body: {
        linked: {
          platform: 'steam',
          playerId: '76561198000000001',
          displayName: 'Hooper',
          linkedAt: expect.any(String),
          lastDeliveredAt: null,
        },
      },
    });
    expect(second).toMatchObject({ status: 404, body: { message: GAME_MESSAGES.codeInvalid } });
    expect((await look(userCode)).status).toBe(404);
    expect(await feedChanges(table)).toHaveLength(1);
    expect(await player('steam', '76561198000000001')).toMatchObject({
      userId: USER_A,
      tierId: 'starter',
      benefits: entitlementOf('starter'),
      revision: 1,
    });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'GAMELINKS' })).toMatchObject({ version: 1 });
    expect((await call('GET /me', { token: auth.tokens.userA })).body).toMatchObject({
      gameAccounts: [{ platform: 'steam', playerId: '76561198000000001', displayName: 'Hooper' }],
    });
  });

  it('refuses a game account linked to another supporter with 409, changing nothing', async () => {
    await decide((await requestLink(key)).user_code, 'link', auth.tokens.userB);
    const before = await table.items();
    const { user_code: userCode } = await requestLink(key);

    const response = await decide(userCode, 'link');

    expect(response).toMatchObject({ status: 409, body: { message: GAME_MESSAGES.linkedElsewhere } });
    expect(await player('steam', '76561198000000001')).toMatchObject({ userId: USER_B });
    expect(await feedChanges(table)).toHaveLength(1);
    expect((await table.items()).filter((item) => String(item.pk).startsWith('USER#'))).toEqual(
      before.filter((item) => String(item.pk).startsWith('USER#')),
    );
  });

  it('links the same game account again as a success that changes nothing', async () => {
    await decide((await requestLink(key)).user_code, 'link');
    const { device_code: deviceCode, user_code: userCode } = await requestLink(key);

    const again = await decide(userCode, 'link');

    expect(again.status).toBe(200);
    expect(await feedChanges(table)).toHaveLength(1);
    expect(await player('steam', '76561198000000001')).toMatchObject({ revision: 1 });
    expect((await poll(key, deviceCode)).status).toBe(200);
  });

  it('switches a platform to a different game account only 30 days after its last switch', async () => {
    await decide((await requestLink(key, { player_id: 'first' })).user_code, 'link');
    const { user_code: userCode } = await requestLink(key, { player_id: 'second' });

    const refused = await decide(userCode, 'link');

    const allowedOn = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: GAME_MESSAGES.relinkTooSoon('Steam', allowedOn) },
    });
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `USER#${USER_A}`, sk: 'GAMELINK#steam' },
        UpdateExpression: 'SET switchedAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 31 * 86_400_000).toISOString() },
      }),
    );

    const switched = await decide(userCode, 'link');

    expect(switched.status).toBe(200);
    expect(await player('steam', 'first')).toBeUndefined();
    expect(await player('steam', 'second')).toMatchObject({ userId: USER_A });
    expect((await feedChanges(table)).map((change) => `${change.type}:${change.playerId}`)).toEqual([
      'linked:first',
      'unlinked:first',
      'linked:second',
    ]);
  });

  it('lets one of twenty concurrent link decisions for a code win: one link, one linked change', async () => {
    const { user_code: userCode } = await requestLink(key);
    const now = new Date();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => linkGameAccount(userCode.replace('-', ''), USER_A, now)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(LinkCodeInvalidError);
    }
    expect(await feedChanges(table)).toEqual([expect.objectContaining({ seq: 1, type: 'linked' })]);
    expect((await table.items()).filter((item) => String(item.sk).startsWith('GAMELINK#'))).toHaveLength(1);
  });
});
