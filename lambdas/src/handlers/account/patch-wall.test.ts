import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { WallResponse } from '@shared/api/types/wall';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

const choose = (body: unknown) => call('PATCH /me/wall', { token: auth.tokens.userA, body });

async function listed() {
  const body = (await call('GET /wall')).body as WallResponse;
  return body.tiers.flatMap((tier) => tier.nicknames.map((entry) => `${tier.tierId}:${entry.nickname}`));
}

const wallItems = async () => (await table.items()).filter((item) => String(item.pk).startsWith('WALL#'));

describe('PATCH /me/wall', () => {
  beforeEach(async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'baller');
  });

  it('lets a supporter with a locked setup join the wall and leave it, the nickname unchanged', async () => {
    await seedSubmission(USER_A, 'baller', 'Locked Nick');

    const joined = await choose({ showOnWall: true });

    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ showOnWall: true, hidden: false });
    expect(await listed()).toEqual(['baller:Locked Nick']);
    expect((await call('GET /me', { token: auth.tokens.userA })).body).toMatchObject({
      wall: {
        showOnWall: true,
        hidden: false,
        spot: { tierId: 'baller', nickname: 'Locked Nick', since: expect.any(String) },
      },
      submission: { nickname: 'Locked Nick' },
    });

    const left = await choose({ showOnWall: false });

    expect(left.body).toEqual({ showOnWall: false, hidden: false });
    expect(await listed()).toEqual([]);
    expect((await call('GET /wall')).body).toMatchObject({ total: 0 });
  });

  it('changes nothing when the choice is the same twice', async () => {
    await seedSubmission(USER_A, 'baller', 'Twice');
    await choose({ showOnWall: true });
    const before = await wallItems();

    await choose({ showOnWall: true });

    expect(await wallItems()).toEqual(before);
    expect((await call('GET /wall')).body).toMatchObject({ total: 1 });
  });

  it('refuses a supporter without a setup with 409, writing nothing', async () => {
    const response = await choose({ showOnWall: true });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.wallNeedsSetup });
    expect(await wallItems()).toEqual([]);
  });

  it('lets a supporter without a setup stay off the wall, writing nothing', async () => {
    const response = await choose({ showOnWall: false });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ showOnWall: false, hidden: false });
    expect(await wallItems()).toEqual([]);
  });

  it.each([[{}], [{ showOnWall: 'yes' }], [{ showOnWall: null }]])('refuses %j with 400', async (body) => {
    await seedSubmission(USER_A, 'baller', 'Nick');

    const response = await choose(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.wallChoice });
    expect(await wallItems()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call('PATCH /me/wall', { body: { showOnWall: true } })).status).toBe(401);
  });
});
