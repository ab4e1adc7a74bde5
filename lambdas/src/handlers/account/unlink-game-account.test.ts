import type { AdminAuditResponse } from '@shared/api/types/admin';
import { GAME_MESSAGES } from '@shared/game-messages';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { feedChanges, gameItems, newGameKey, poll, requestLink, TEST_SITE } from '../../../test/game-kit';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { eraseAccountData } from '../../data/account-deletion';

const table = withTestTable();
const auth = withTestAuth();
let key: string;

beforeAll(() => {
  process.env.SITE_ORIGINS = TEST_SITE;
});
beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'a@example.com');
  await seedAdmin('admin@example.com');
  await seedPurchase(USER_A, 'mvp');
  await seedSubmission(USER_A, 'mvp', 'Secret Nick', 'JERSEY NAME');
});

async function link(playerId: string, platform: 'steam' | 'epic' = 'steam') {
  const { user_code: userCode } = await requestLink(key, {
    platform,
    player_id: playerId,
    display_name: `Player ${playerId}`,
  });
  const response = await call('POST /me/link-requests/{userCode}', {
    token: auth.tokens.userA,
    params: { userCode },
    body: { decision: 'link' },
  });
  if (response.status !== 200) throw new Error(`Link answered ${response.status}`);
}

const unlinkMine = (platform: string) =>
  call('DELETE /me/game-accounts/{platform}', { token: auth.tokens.userA, params: { platform } });
const unlinkAsAdmin = (platform: string) =>
  call('DELETE /admin/users/{userId}/game-accounts/{platform}', {
    token: auth.tokens.admin,
    params: { userId: USER_A, platform },
  });

/** No stored game item holds the supporter's nickname or jersey name. */
async function expectNoNicknameUnderGame() {
  const stored = JSON.stringify(await gameItems(table));
  expect(stored).not.toContain('Secret Nick');
  expect(stored).not.toContain('JERSEY NAME');
}

describe('DELETE /me/game-accounts/{platform}', () => {
  it('unlinks in one go: the link kept as unlinked, the entitlements gone, an unlinked change', async () => {
    await link('p-1');
    expect(JSON.stringify(await gameItems(table))).toContain('Secret Nick');

    const response = await unlinkMine('steam');

    expect(response).toMatchObject({
      status: 200,
      body: { unlinked: { platform: 'steam', playerId: 'p-1', displayName: 'Player p-1' } },
    });
    expect(await table.get({ pk: 'GAME#PLAYER#steam#p-1', sk: 'ENTITLEMENT' })).toBeUndefined();
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'GAMELINK#steam' })).toMatchObject({
      unlinkedAt: expect.any(String),
    });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'GAMELINKS' })).toMatchObject({ version: 2 });
    expect((await feedChanges(table)).map((change) => [change.type, change.tierId, change.benefits])).toEqual([
      ['linked', 'mvp', expect.any(Array)],
      ['unlinked', null, []],
    ]);
    await expectNoNicknameUnderGame();
    expect((await call('GET /me', { token: auth.tokens.userA })).body).toMatchObject({ gameAccounts: [] });
  });

  it('answers 404 when no game account is linked on the platform', async () => {
    await link('p-1');

    expect(await unlinkMine('epic')).toMatchObject({
      status: 404,
      body: { message: GAME_MESSAGES.notLinkedOnPlatform },
    });
    expect((await unlinkMine('nintendo')).status).toBe(404);
    await unlinkMine('steam');
    expect((await unlinkMine('steam')).status).toBe(404);
  });

  it('keeps the 30-day wait after the supporter unlinks, but not for the same game account, whose revision moves on', async () => {
    await link('p-1');
    await unlinkMine('steam');

    await expect(link('p-2')).rejects.toThrow('Link answered 409');
    await link('p-1');
    // Its revision moves past the first link's, so a game server's ETag from then does not match.
    expect(await table.get({ pk: 'GAME#PLAYER#steam#p-1', sk: 'ENTITLEMENT' })).toMatchObject({
      userId: USER_A,
      revision: 3,
    });
  });
});

describe('DELETE /admin/users/{userId}/game-accounts/{platform}', () => {
  it('unlinks with an audit entry, and lets the supporter link a different game account at once', async () => {
    await link('p-1');

    const response = await unlinkAsAdmin('steam');

    expect(response.status).toBe(200);
    const audit = (await call('GET /admin/audit', { token: auth.tokens.admin })).body as AdminAuditResponse;
    expect(audit.items[0]).toMatchObject({
      action: 'game_account_unlinked',
      adminId: ADMIN,
      subject: { type: 'user', id: USER_A },
      before: { platform: 'steam', playerId: 'p-1' },
    });
    expect((await feedChanges(table)).at(-1)).toMatchObject({ type: 'unlinked', playerId: 'p-1' });
    await link('p-2');
    expect(await table.get({ pk: 'GAME#PLAYER#steam#p-2', sk: 'ENTITLEMENT' })).toMatchObject({ userId: USER_A });
  });
});

describe('account deletion', () => {
  it('unlinks every game account, keeps no player name or nickname, and lets no pending code complete', async () => {
    await link('p-1', 'steam');
    await link('e-1', 'epic');
    const pending = await requestLink(key, { platform: 'psn', player_id: 'psn-1', display_name: 'Player psn-1' });
    const data = JSON.parse((await call('GET /me/data', { token: auth.tokens.userA })).rawBody);
    expect(data.gameAccounts.map((account: { playerId: string }) => account.playerId).sort()).toEqual(['e-1', 'p-1']);

    await eraseAccountData(USER_A, new Date());

    const changes = (await feedChanges(table)).map((change) => `${change.type}:${change.playerId}`);
    expect(changes.slice(0, 2)).toEqual(['linked:p-1', 'linked:e-1']);
    expect(changes.slice(2).sort()).toEqual(['unlinked:e-1', 'unlinked:p-1']);
    await expectNoNicknameUnderGame();
    const links = (await table.items()).filter((item) => String(item.sk).startsWith('GAMELINK#'));
    expect(links).toHaveLength(2);
    expect(JSON.stringify(links)).not.toContain('Player ');
    const decision = await call('POST /me/link-requests/{userCode}', {
      token: auth.tokens.userA,
      params: { userCode: pending.user_code },
      body: { decision: 'link' },
    });
    expect(decision.status).toBe(401);
    expect((await poll(key, pending.device_code)).body).toMatchObject({ error: 'authorization_pending' });
    expect(await table.get({ pk: 'GAME#PLAYER#psn#psn-1', sk: 'ENTITLEMENT' })).toBeUndefined();
  });
});
