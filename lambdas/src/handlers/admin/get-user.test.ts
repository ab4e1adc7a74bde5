import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { call } from '../../../test/api-event';
import { startAuthServer, type TestAuth, USER_A, USER_B } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedGift } from '../../../test/gift-seed';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { forgetGiftsSent } from '../../data/gift-erasure';
import { setProfileLocale } from '../../data/profile-locale';
import { removeStoredLocale } from '../../data/profile-locale.fixture';

withTestTable();
let auth: TestAuth;

beforeAll(async () => {
  auth = await startAuthServer();
  await seedAdmin();
  await seedUser(USER_A, 'a@example.com', '2026-01-01T00:00:00.000Z');
  await seedPurchase(USER_A, 'rookie', { createdAt: '2026-01-02T00:00:00.000Z' });
  await seedPurchase(USER_A, 'mvp', { createdAt: '2026-01-05T00:00:00.000Z', amountCents: 8500 });
  await seedSubmission(USER_A, 'rookie', 'Rook', null, '2026-01-03T00:00:00.000Z');
  await seedSubmission(USER_A, 'mvp', 'Ace', 'ACE', '2026-01-06T00:00:00.000Z');
  await seedUser(USER_B, 'b@example.com');
  await seedPurchase(USER_B, 'baller');
});
afterAll(() => auth.close());

describe('GET /admin/users/{userId}', () => {
  it('shows the user’s profile, purchases newest first and submissions newest first', async () => {
    const response = await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId: USER_A } });

    expect(response.status).toBe(200);
    const body = response.body as {
      profile: unknown;
      purchases: { tierId: string; amountCents: number }[];
      submissions: { tierId: string; nickname: string; jerseyBackName: string | null }[];
    };
    expect(body.profile).toEqual({
      userId: USER_A,
      email: 'a@example.com',
      createdAt: '2026-01-01T00:00:00.000Z',
      locale: 'en',
    });
    expect(body.purchases.map(({ tierId, amountCents }) => [tierId, amountCents])).toEqual([
      ['mvp', 8500],
      ['rookie', 1500],
    ]);
    expect(body.submissions).toEqual([
      expect.objectContaining({ tierId: 'mvp', nickname: 'Ace', jerseyBackName: 'ACE' }),
      expect.objectContaining({ tierId: 'rookie', nickname: 'Rook', jerseyBackName: null }),
    ]);
    expect(response.rawBody).not.toContain(USER_B);
  });

  it('shows the language the store writes to the user in, and English for an account from before it was kept', async () => {
    const chosen = 'a1b2c3d4-0000-4000-8000-0000000000d1';
    const older = 'a1b2c3d4-0000-4000-8000-0000000000d2';
    await seedUser(chosen, 'chosen@example.com');
    await setProfileLocale(chosen, 'pt-BR');
    await seedUser(older, 'older@example.com');
    await removeStoredLocale(older);

    const profileOf = async (userId: string) =>
      (
        (await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId } }))
          .body as AdminUserDetailResponse
      ).profile;

    expect(await profileOf(chosen)).toMatchObject({ locale: 'pt-BR' });
    expect(await profileOf(older)).toMatchObject({ locale: 'en' });
  });

  it.each([['unknown-user'], ['USER#x'], ['a'.repeat(200)], ['..%2F..']])(
    'answers %s with 404 User not found',
    async (userId) => {
      const response = await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId } });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ADMIN_MESSAGES.userNotFound });
    },
  );
});

describe('GET /admin/users/{userId}: a purchase claimed from a gift', () => {
  const RECIPIENT = 'a1b2c3d4-0000-4000-8000-0000000000c1';
  const BUYER = 'a1b2c3d4-0000-4000-8000-0000000000c2';

  /** A gift the buyer paid for without being named, claimed by the recipient as their Starter. */
  async function seedClaimedGift(recipient: string) {
    await seedUser(recipient, `${recipient}@example.com`);
    const buyer = { buyerId: BUYER, buyerEmail: 'giver@example.com' };
    const gift = await seedGift({ ...buyer, status: 'claimed', showSender: false, claimedBy: recipient });
    const purchase = await seedPurchase(recipient, 'starter', {
      gift: { ...buyer, giftId: gift.giftId, from: null, message: 'Happy birthday!' },
    });
    return { gift, purchase };
  }

  const purchasesOf = async (userId: string) =>
    (
      (await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId } }))
        .body as AdminUserDetailResponse
    ).purchases;

  it('names who paid for it, even a buyer who chose not to be named, and nothing else of the gift', async () => {
    const { gift } = await seedClaimedGift(RECIPIENT);

    const [purchase] = await purchasesOf(RECIPIENT);

    expect(purchase?.gift).toEqual({ giftId: gift.giftId, buyerId: BUYER, buyerEmail: 'giver@example.com' });
  });

  it('names no address once the buyer deleted their account', async () => {
    const recipient = 'a1b2c3d4-0000-4000-8000-0000000000c3';
    const { gift } = await seedClaimedGift(recipient);

    await forgetGiftsSent(BUYER, ACCOUNT_MESSAGES.deletedAccount);
    const [purchase] = await purchasesOf(recipient);

    expect(purchase?.gift).toEqual({ giftId: gift.giftId, buyerId: BUYER, buyerEmail: null });
  });

  it('marks no purchase the user paid for themselves', async () => {
    const purchases = await purchasesOf(USER_A);

    expect(purchases.map((purchase) => 'gift' in purchase)).toEqual([false, false]);
  });
});
