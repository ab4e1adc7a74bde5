import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { eraseAccountData } from '../../data/account-deletion';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(() => table.clear());

describe('GET /me', () => {
  it('answers a new user with their profile and no tier', async () => {
    await seedUser(USER_A, 'A@Example.com', '2026-01-02T03:04:05.000Z');

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      profile: { userId: USER_A, email: 'A@Example.com', createdAt: '2026-01-02T03:04:05.000Z', locale: 'en' },
      tierId: null,
      submission: null,
      earlierSubmission: null,
      purchaseCount: 0,
      standingSumCents: 0,
      paymentProcessing: false,
      wall: { showOnWall: false, hidden: false, spot: null },
      gameAccounts: [],
      emailPreferences: { updates: false, updatedAt: null, source: null },
    });
  });

  it('owns the highest-priced tier, not the latest or the most paid, with that tier’s submission', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'baller', { createdAt: '2026-01-01T00:00:00.000Z' });
    // An upgrade stores only the difference: less paid, higher tier.
    await seedPurchase(USER_A, 'mvp', { createdAt: '2026-02-01T00:00:00.000Z', amountCents: 5000 });
    await seedSubmission(USER_A, 'baller', 'Old Nick');
    await seedSubmission(USER_A, 'mvp', 'Ace', 'ACE 23', '2026-02-02T00:00:00.000Z');

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.body).toMatchObject({
      tierId: 'mvp',
      purchaseCount: 2,
      standingSumCents: 10000,
      submission: {
        tierId: 'mvp',
        tierName: 'MVP',
        nickname: 'Ace',
        jerseyBackName: 'ACE 23',
        submittedAt: '2026-02-02T00:00:00.000Z',
        updatedAt: '2026-02-02T00:00:00.000Z',
      },
    });
    expect(response.body).not.toHaveProperty('submission.userId');
  });

  it('answers the setup of a lower tier, whose nickname an upgrade’s setup keeps', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter', { createdAt: '2026-01-01T00:00:00.000Z' });
    await seedPurchase(USER_A, 'mvp', { createdAt: '2026-02-01T00:00:00.000Z', amountCents: 7000 });
    await seedSubmission(USER_A, 'starter', 'Glass Cleaner', null, '2026-01-02T00:00:00.000Z');

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.body).toMatchObject({
      tierId: 'mvp',
      submission: null,
      earlierSubmission: {
        tierId: 'starter',
        tierName: 'Starter',
        nickname: 'Glass Cleaner',
        jerseyBackName: null,
        submittedAt: '2026-01-02T00:00:00.000Z',
      },
    });
  });

  it('does not count a refunded purchase as owned', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');
    await seedPurchase(USER_A, 'all-star', { status: 'refunded', refundedAt: new Date().toISOString() });

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.body).toMatchObject({ tierId: 'rookie', purchaseCount: 1, standingSumCents: 1500 });
  });

  it('shows user B only their own records', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'mvp');
    await seedSubmission(USER_A, 'mvp', 'Ace', 'ACE');
    await seedUser(USER_B, 'b@example.com');

    const response = await call('GET /me', { token: auth.tokens.userB });

    expect(response.body).toEqual({
      profile: expect.objectContaining({ userId: USER_B, email: 'b@example.com' }),
      tierId: null,
      submission: null,
      earlierSubmission: null,
      purchaseCount: 0,
      standingSumCents: 0,
      paymentProcessing: false,
      wall: { showOnWall: false, hidden: false, spot: null },
      gameAccounts: [],
      emailPreferences: { updates: false, updatedAt: null, source: null },
    });
  });

  it('answers a signed-in user without a profile row with a null profile', async () => {
    const response = await call('GET /me', { token: auth.tokens.userB });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ profile: null, tierId: null });
  });

  it('reads the caller’s standing from its own Query: one Query and one BatchGetItem in all', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');
    requests.reset();

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.status).toBe(200);
    expect(requests.counts()).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });
  });

  it('refuses a deleted account’s token with 401, as every other route does', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'rookie');
    await seedSubmission(USER_A, 'rookie', 'Gone Hooper');
    await eraseAccountData(USER_A, new Date());

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response).toMatchObject({ status: 401, body: { message: HTTP_MESSAGES.unauthorized } });
  });
});
