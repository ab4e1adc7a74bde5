import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { WallResponse } from '@shared/api/types/wall';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { DISGUISED_OBSCENITIES } from '@shared/test/nickname-filter.fixtures';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedPurchase, seedUser } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

async function submissions() {
  return (await table.items()).filter((item) => String(item.sk).startsWith('SUBMISSION#'));
}

describe('PUT /me/tier-submission', () => {
  it('stores the trimmed nickname for the owned tier', async () => {
    await seedPurchase(USER_A, 'rookie');
    await seedPurchase(USER_A, 'baller');

    const response = await call('PUT /me/tier-submission', {
      token: auth.tokens.userA,
      body: { nickname: '  Dime Dropper ', jerseyBackName: 'IGNORED' },
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      tierId: 'baller',
      tierName: 'Baller',
      nickname: 'Dime Dropper',
      jerseyBackName: null,
    });
    const stored = await table.get({ pk: `USER#${USER_A}`, sk: 'SUBMISSION#baller' });
    expect(stored).toMatchObject({ userId: USER_A, nickname: 'Dime Dropper', jerseyBackName: null });
    expect(stored?.submittedAt).toBe(stored?.updatedAt);
  });

  it('asks MVP for a jersey back name and stores it', async () => {
    await seedPurchase(USER_A, 'mvp');

    const response = await call('PUT /me/tier-submission', {
      token: auth.tokens.userA,
      body: { nickname: 'Ace', jerseyBackName: ' ACE 23 ' },
    });

    expect(response.status).toBe(201);
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'SUBMISSION#mvp' })).toMatchObject({ jerseyBackName: 'ACE 23' });
  });

  it('refuses a second submission for the same tier with 409, keeping the first', async () => {
    await seedPurchase(USER_A, 'starter');
    await call('PUT /me/tier-submission', { token: auth.tokens.userA, body: { nickname: 'First' } });

    const response = await call('PUT /me/tier-submission', { token: auth.tokens.userA, body: { nickname: 'Second' } });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.submissionLocked });
    expect(await submissions()).toEqual([expect.objectContaining({ nickname: 'First' })]);
  });

  it('refuses a user with no purchase', async () => {
    const response = await call('PUT /me/tier-submission', { token: auth.tokens.userB, body: { nickname: 'Ace' } });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.noTier });
    expect(await submissions()).toEqual([]);
  });

  it('refuses a user whose only purchase was refunded', async () => {
    await seedPurchase(USER_B, 'mvp', { status: 'refunded' });

    const response = await call('PUT /me/tier-submission', { token: auth.tokens.userB, body: { nickname: 'Ace' } });

    expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.noTier });
  });

  it('writes only the caller’s submission, whatever the body names', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter');
    await seedPurchase(USER_B, 'rookie');

    await call('PUT /me/tier-submission', {
      token: auth.tokens.userB,
      body: { nickname: 'Bee', userId: USER_A, tierId: 'starter' },
    });

    expect(await submissions()).toEqual([
      expect.objectContaining({ pk: `USER#${USER_B}`, sk: 'SUBMISSION#rookie', userId: USER_B }),
    ]);
  });

  describe('bad input (nothing is written)', () => {
    it.each([
      ['starter', {}, MESSAGES.nicknameRequired],
      ['starter', { nickname: '' }, MESSAGES.nicknameRequired],
      ['starter', { nickname: '   ' }, MESSAGES.nicknameRequired],
      ['starter', { nickname: 42 }, MESSAGES.nicknameRequired],
      ['starter', { nickname: null }, MESSAGES.nicknameRequired],
      ['starter', { nickname: 'n'.repeat(51) }, MESSAGES.nicknameTooLong],
      ['mvp', { nickname: 'Ace' }, MESSAGES.jerseyRequired],
      ['mvp', { nickname: 'Ace', jerseyBackName: '  ' }, MESSAGES.jerseyRequired],
      ['mvp', { nickname: 'Ace', jerseyBackName: 7 }, MESSAGES.jerseyRequired],
      ['mvp', { nickname: 'Ace', jerseyBackName: 'j'.repeat(21) }, MESSAGES.jerseyTooLong],
      ['starter', '{"nickname":', HTTP_MESSAGES.invalidBody],
      ['starter', '["Ace"]', HTTP_MESSAGES.invalidBody],
      ['starter', { nickname: 'n'.repeat(70_000) }, HTTP_MESSAGES.bodyTooLarge],
    ] as const)('%s with %j → 400 %s', async (tierId, body, message) => {
      await seedPurchase(USER_A, tierId);

      const response = await call('PUT /me/tier-submission', { token: auth.tokens.userA, body });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await submissions()).toEqual([]);
    });
  });

  it.each([
    ['starter', { nickname: 'Ace\u202Eevil' }, 'Nickname contains characters that are not allowed'],
    ['starter', { nickname: 'A\u200Dce' }, 'Nickname contains characters that are not allowed'],
    ['mvp', { nickname: 'Ace', jerseyBackName: 'ACE\u000723' }, 'Jersey name contains characters that are not allowed'],
  ] as const)('refuses hidden characters (%s, %j) with 400 and stores nothing', async (tierId, body, message) => {
    await seedPurchase(USER_A, tierId);

    const response = await call('PUT /me/tier-submission', { token: auth.tokens.userA, body });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await submissions()).toEqual([]);
  });

  it('keeps the nickname off the public wall unless the supporter opts in', async () => {
    await seedPurchase(USER_A, 'starter');
    await seedPurchase(USER_B, 'rookie');

    await call('PUT /me/tier-submission', { token: auth.tokens.userA, body: { nickname: 'Shy Guy' } });
    await call('PUT /me/tier-submission', {
      token: auth.tokens.userB,
      body: { nickname: 'Loud Fan', showOnWall: true },
    });

    const wall = (await call('GET /wall')).body as WallResponse;
    expect(wall.total).toBe(1);
    expect(wall.tiers.flatMap((tier) => tier.nicknames.map((entry) => entry.nickname))).toEqual(['Loud Fan']);
    expect(await table.get({ pk: `WALL#USER#${USER_A}`, sk: 'WALL' })).toMatchObject({
      showOnWall: false,
      listedTierId: null,
    });
  });

  it.each(['fuck', 'Sh1thead', 'biiiitch'])('refuses the nickname %s with 400, writing nothing', async (nickname) => {
    await seedPurchase(USER_A, 'starter');

    const response = await call('PUT /me/tier-submission', {
      token: auth.tokens.userA,
      body: { nickname, showOnWall: true },
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.nicknameRefused });
    expect(await submissions()).toEqual([]);
    expect((await table.items()).filter((item) => String(item.pk).startsWith('WALL#'))).toEqual([]);
  });

  it('refuses every disguised obscenity of the fixture with 400 and the moderation message, writing nothing', async () => {
    await seedPurchase(USER_A, 'starter');

    for (const nickname of DISGUISED_OBSCENITIES) {
      const response = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { nickname, showOnWall: true },
      });

      expect({ nickname, status: response.status, body: response.body }).toEqual({
        nickname,
        status: 400,
        body: { message: 'Please choose a different nickname' },
      });
    }
    expect(await submissions()).toEqual([]);
    expect((await table.items()).filter((item) => String(item.pk).startsWith('WALL#'))).toEqual([]);
  });

  it.each(['Hoops Hitter', 'Shitake Mushroom', 'A J Dunks', 'Scunthorpe'])(
    'puts the ordinary nickname %s on the wall',
    async (nickname) => {
      await seedPurchase(USER_A, 'starter');

      const response = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { nickname, showOnWall: true },
      });

      expect(response.status).toBe(201);
      const wall = (await call('GET /wall')).body as WallResponse;
      expect(wall.tiers.flatMap((tier) => tier.nicknames.map((entry) => entry.nickname))).toEqual([nickname]);
    },
  );

  describe('the setup of an upgrade (Starter, then MVP)', () => {
    async function starterSetUpThenMvp({ showOnWall }: { showOnWall: boolean }) {
      await seedPurchase(USER_A, 'starter');
      const starter = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { nickname: 'Glass Cleaner', showOnWall },
      });
      expect(starter.status).toBe(201);
      await seedPurchase(USER_A, 'mvp', { amountCents: 7000 });
    }

    const wallNicknames = async () =>
      ((await call('GET /wall')).body as WallResponse).tiers.flatMap((tier) =>
        tier.nicknames.map((entry) => `${tier.tierId}:${entry.nickname}`),
      );

    it('keeps the nickname submitted for Starter and asks only the jersey back name', async () => {
      await starterSetUpThenMvp({ showOnWall: false });

      const response = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { jerseyBackName: ' GENERAL ' },
      });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ tierId: 'mvp', nickname: 'Glass Cleaner', jerseyBackName: 'GENERAL' });
      expect(await table.get({ pk: `USER#${USER_A}`, sk: 'SUBMISSION#mvp' })).toMatchObject({
        nickname: 'Glass Cleaner',
        jerseyBackName: 'GENERAL',
      });
    });

    it('refuses to change the nickname with 409 and writes nothing', async () => {
      await starterSetUpThenMvp({ showOnWall: true });
      const before = await table.items();

      const response = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { nickname: 'Court General', jerseyBackName: 'GENERAL', showOnWall: true },
      });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message:
          'Your nickname is already submitted and stays the same for every tier. Please open a support ticket to change it.',
      });
      expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.nicknameLocked });
      expect(await submissions()).toEqual([
        expect.objectContaining({ sk: 'SUBMISSION#starter', nickname: 'Glass Cleaner' }),
      ]);
      expect(await table.items()).toEqual(before);
      expect(await wallNicknames()).toEqual(['starter:Glass Cleaner']);
    });

    it('accepts the same nickname sent again', async () => {
      await starterSetUpThenMvp({ showOnWall: false });

      const response = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { nickname: ' Glass Cleaner ', jerseyBackName: 'GENERAL' },
      });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ nickname: 'Glass Cleaner', jerseyBackName: 'GENERAL' });
    });

    it('keeps the gym wall choice when the setup does not give one, moving the nickname to MVP', async () => {
      await starterSetUpThenMvp({ showOnWall: true });

      const response = await call('PUT /me/tier-submission', {
        token: auth.tokens.userA,
        body: { jerseyBackName: 'GENERAL' },
      });

      expect(response.status).toBe(201);
      expect(await wallNicknames()).toEqual(['mvp:Glass Cleaner']);
    });

    it('still asks MVP for its jersey back name', async () => {
      await starterSetUpThenMvp({ showOnWall: false });

      const response = await call('PUT /me/tier-submission', { token: auth.tokens.userA, body: {} });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: MESSAGES.jerseyRequired });
      expect(await submissions()).toHaveLength(1);
    });
  });

  it('stores the nickname NFC-normalized', async () => {
    await seedPurchase(USER_A, 'starter');

    await call('PUT /me/tier-submission', { token: auth.tokens.userA, body: { nickname: 'Jose\u0301' } });

    expect(await submissions()).toEqual([expect.objectContaining({ nickname: 'Jos\u00E9' })]);
  });
});
