import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { type RouteKey, routeKey, routesOfArea } from '@shared/api/routes';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { GAME_MESSAGES } from '@shared/game-messages';
import { GIFT_ADMIN_MESSAGES } from '@shared/gift-admin-messages';
import { GIFT_MESSAGES } from '@shared/gifts';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { type CallOptions, call } from '../../test/api-event';
import { ADMIN, startAuthServer, type TestAuth, type TestTokens, USER_A, USER_B } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedContact, seedPurchase, seedUser } from '../../test/seed';
import { seedTwoStepOn } from '../../test/seed-admin';
import { createGameKey } from '../data/game-keys';
import { profileTombstoneChange } from '../data/profile';
import { transactWrite } from '../data/transactions';
import { createDraft } from '../data/updates';
import { unsubscribeToken } from '../email/unsubscribe-link';

// Every route these Lambdas serve, called by every kind of caller, against the access level the route
// table gives it. The same middleware guards the cloud and the local stack.
const table = withTestTable();
let auth: TestAuth;
let contactId: string;
let gameKeyId: string;
let updateId: string;

let unsubscribeTokenA: string;

beforeAll(async () => {
  auth = await startAuthServer();
  // The refund route reads the Stripe key once the caller is authorized; no Stripe call is made here.
  process.env.STRIPE_SECRET_KEY ??= 'sk_test_local';
  for (const [userId, email] of [
    [USER_A, 'a@example.com'],
    [USER_B, 'b@example.com'],
    [ADMIN, 'admin@example.com'],
  ] as const) {
    await seedUser(userId, email);
    await seedPurchase(userId, 'starter');
  }
  await seedTwoStepOn(ADMIN);
  contactId = (await seedContact({ userId: USER_A })).id;
  unsubscribeTokenA = await unsubscribeToken(USER_A, 'a@example.com');
  gameKeyId = (
    await createGameKey(
      'Matrix servers',
      { actor: 'admin', adminId: ADMIN, adminEmail: 'admin@example.com' },
      new Date(),
    )
  ).key.keyId;
  updateId = (await createDraft(UPDATE_DRAFT, ADMIN, new Date())).id;
});
afterAll(() => auth.close());

type Caller = 'none' | keyof TestTokens;
const CALLERS: Caller[] = ['none', 'expired', 'idToken', 'otherClient', 'userA', 'userB', 'admin'];
const SIGNED_IN: Caller[] = ['userA', 'userB', 'admin'];

// The checkout area's gift routes take a person's token like the rest; starting and verifying a checkout
// (and a creator code's offer) reach Stripe, so their own tests check their guard.
const GIFT_ROUTES = routesOfArea('checkout').filter((route) => route.path.startsWith('/gifts/'));
const MATRIX_ROUTES = [
  ...routesOfArea('account'),
  ...routesOfArea('contact'),
  ...routesOfArea('admin'),
  ...GIFT_ROUTES,
];
const ROUTES: RouteKey[] = MATRIX_ROUTES.map(routeKey);

const UPDATE_DRAFT = { subject: 'Court day', bodyMarkdown: 'We played.', audienceTierId: null, supportersOnly: false };

/** A valid request for each route, so only the caller decides the outcome. */
/** A well-formed gift id no gift has. */
const NO_GIFT = 'AAAAAAAAAAAAAAAAAAAAAA';

function validRequest(key: RouteKey): CallOptions {
  switch (key) {
    case 'PUT /me/tier-submission':
      return { body: { nickname: 'Dime Dropper' } };
    case 'POST /contact':
      return { body: { name: 'Jordan', email: 'jordan@example.com', message: 'Hello' } };
    // Signed-in callers reach the validation: the deletion itself needs a password only Cognito can check.
    case 'POST /me/deletion':
      return { body: { confirm: 'delete', password: 'x' } };
    // Likewise the two-step change acts on Cognito with the caller's token: the validation decides here.
    case 'PUT /me/two-step':
      return { body: { enabled: 'yes' } };
    case 'GET /admin/users/{userId}':
      return { params: { userId: USER_A } };
    case 'GET /admin/contacts/{id}':
      return { params: { id: contactId } };
    case 'PATCH /admin/contacts/{id}':
      return { params: { id: contactId }, body: { adminNotes: 'Seen' } };
    // Staying off the wall needs no setup, so the outcome does not depend on the setup route's case.
    case 'PATCH /me/wall':
      return { body: { showOnWall: false } };
    case 'POST /email/unsubscribe':
      return { query: { token: unsubscribeTokenA } };
    case 'PUT /me/email-preferences':
      return { body: { updates: false, source: 'profile' } };
    case 'PUT /me/language':
      return { body: { locale: 'en' } };
    case 'PATCH /admin/users/{userId}/wall':
      return { params: { userId: USER_B }, body: { hidden: false, reason: 'Checked' } };
    // No payment has this id: an admin gets past the guard to the refund's own 404, before any Stripe call.
    case 'POST /admin/payments/{paymentIntentId}/refund':
      return {
        params: { paymentIntentId: 'pi_test_unknown' },
        body: { reason: 'Goodwill', requestId: '0b9e4c1e-2f6d-4a8b-9c3d-5e6f7a8b9c0d' },
      };
    // A code in no code's shape: signed-in callers reach the format check, which counts nothing.
    case 'GET /me/link-requests/{userCode}':
      return { params: { userCode: 'not-a-code' } };
    case 'POST /me/link-requests/{userCode}':
      return { params: { userCode: 'not-a-code' }, body: { decision: 'link' } };
    case 'DELETE /me/game-accounts/{platform}':
      return { params: { platform: 'steam' } };
    case 'DELETE /admin/users/{userId}/game-accounts/{platform}':
      return { params: { userId: USER_A, platform: 'steam' } };
    case 'POST /admin/game-keys':
      return { body: { name: 'EU game servers' } };
    // Revoking a revoked key answers it as it is, so every admin call gets the same 200.
    case 'DELETE /admin/game-keys/{keyId}':
      return { params: { keyId: gameKeyId } };
    case 'POST /admin/updates':
    case 'POST /admin/updates/preview':
      return { body: UPDATE_DRAFT };
    case 'GET /admin/updates/{updateId}':
    case 'GET /admin/updates/{updateId}/recipients':
    case 'POST /admin/updates/{updateId}/test':
      return { params: { updateId } };
    // The draft is edited before it is sent (the route table's order): nobody opted in, so it goes to 0.
    case 'PUT /admin/updates/{updateId}':
      return { params: { updateId }, body: UPDATE_DRAFT };
    case 'POST /admin/updates/{updateId}/send':
      return { params: { updateId }, body: { expectedRecipients: 0 } };
    // An expiry in the past: an admin gets past the guard to the handler's own 400, before any Stripe call.
    case 'POST /admin/creator-codes':
      return {
        body: {
          code: 'HOOPS10',
          creatorName: 'Hoops',
          percentOff: 10,
          expiresAt: '2000-01-01T00:00:00.000Z',
          maxUses: null,
        },
      };
    // No code by that name: an admin gets the handler's 404, before any Stripe call.
    case 'PATCH /admin/creator-codes/{code}':
      return { params: { code: 'NOPE10' }, body: { status: 'paused' } };
    // Not whole dollars: an admin gets the schema's 400, and no goal is made for the routes after it.
    case 'POST /admin/goals':
      return { body: { amountCents: 150, unlocks: '5v5 mode at launch' } };
    // No goal by that id: an admin gets the handler's 404.
    case 'PUT /admin/goals/{goalId}':
      return { params: { goalId: 'nope' }, body: { amountCents: 5_000_000, unlocks: '5v5', version: 1 } };
    case 'DELETE /admin/goals/{goalId}':
      return { params: { goalId: 'nope' } };
    // No goals: the empty order is theirs.
    case 'PUT /admin/goal-order':
      return { body: { goalIds: [] } };
    // No gift by that id: an admin gets the handler's 404, before any Stripe call.
    case 'POST /admin/gifts/{giftId}/resend':
      return { params: { giftId: NO_GIFT } };
    // No gift by that id: a signed-in caller gets the claim's 404, before any address is compared.
    case 'GET /gifts/{giftId}':
    case 'POST /gifts/{giftId}/claim':
      return { params: { giftId: NO_GIFT } };
    case 'POST /admin/gifts/{giftId}/cancel':
      return {
        params: { giftId: NO_GIFT },
        body: { reason: 'Wrong address', requestId: '6b1f2c34-5d6e-4f70-8a9b-0c1d2e3f4a5b' },
      };
    default:
      return {};
  }
}

const ACCESS: Record<RouteKey, 'public' | 'user' | 'optional' | 'admin'> = Object.fromEntries(
  MATRIX_ROUTES.map((route) => [routeKey(route), route.access]),
) as Record<RouteKey, 'public' | 'user' | 'optional' | 'admin'>;

function expected(key: RouteKey, caller: Caller): { status: number; message?: string } {
  const access = ACCESS[key];
  const success = (
    ['POST /contact', 'PUT /me/tier-submission', 'POST /admin/game-keys', 'POST /admin/updates'] as RouteKey[]
  ).includes(key)
    ? 201
    : 200;
  // The unsubscribe link opened in a browser (or checked with a HEAD) is sent on to the page, whoever opens it.
  if (key === 'GET /email/unsubscribe' || key === 'HEAD /email/unsubscribe') return { status: 303 };
  // Public routes ignore tokens, good or bad.
  if (access === 'public') return { status: success };
  if (caller === 'none')
    return access === 'optional' ? { status: success } : { status: 401, message: HTTP_MESSAGES.unauthorized };
  if (!SIGNED_IN.includes(caller)) return { status: 401, message: HTTP_MESSAGES.unauthorized };
  if (access === 'admin' && caller !== 'admin') {
    return { status: 403, message: ADMIN_MESSAGES.accessDenied };
  }
  if (key === 'POST /me/deletion') return { status: 400, message: ACCOUNT_MESSAGES.typeDelete };
  if (key === 'PUT /me/two-step') return { status: 400, message: MESSAGES.twoStepChoice };
  if (key === 'POST /admin/payments/{paymentIntentId}/refund')
    return { status: 404, message: ADMIN_MESSAGES.paymentNotFound };
  if (key === 'POST /admin/creator-codes') return { status: 400, message: CREATOR_CODE_MESSAGES.expiresAtInvalid };
  if (key === 'PATCH /admin/creator-codes/{code}') return { status: 404, message: CREATOR_CODE_MESSAGES.notFound };
  if (key === 'POST /admin/goals') return { status: 400, message: GOAL_MESSAGES.amountInvalid };
  if (key === 'PUT /admin/goals/{goalId}' || key === 'DELETE /admin/goals/{goalId}')
    return { status: 404, message: GOAL_MESSAGES.notFound };
  if (key === 'POST /admin/gifts/{giftId}/resend' || key === 'POST /admin/gifts/{giftId}/cancel')
    return { status: 404, message: GIFT_ADMIN_MESSAGES.notFound };
  if (key === 'GET /gifts/{giftId}' || key === 'POST /gifts/{giftId}/claim')
    return { status: 404, message: GIFT_MESSAGES.notFound };
  if (key === 'GET /me/link-requests/{userCode}' || key === 'POST /me/link-requests/{userCode}')
    return { status: 400, message: GAME_MESSAGES.codeFormat };
  if (key === 'DELETE /me/game-accounts/{platform}' || key === 'DELETE /admin/users/{userId}/game-accounts/{platform}')
    return { status: 404, message: GAME_MESSAGES.notLinkedOnPlatform };
  return { status: success };
}

const cases = ROUTES.flatMap((key) => CALLERS.map((caller) => [key, caller] as const));

describe('authorization matrix', () => {
  it('covers every route of the account, contact and admin areas, and the gift routes of the checkout area', () => {
    expect(GIFT_ROUTES.map(routeKey)).toEqual(['GET /gifts/{giftId}', 'POST /gifts/{giftId}/claim']);
    expect(ROUTES).toHaveLength(59);
    expect(cases).toHaveLength(413);
  });

  it.each(cases)('%s as %s', async (key, caller) => {
    const token = caller === 'none' ? undefined : auth.tokens[caller];
    const response = await call(key, { ...validRequest(key), ...(token ? { token } : {}) });

    const want = expected(key, caller);
    expect(response.status).toBe(want.status);
    if (want.message) expect(response.body).toEqual({ message: want.message });
  });
});

describe('a deleted account’s token', () => {
  const DELETED = 'a1b2c3d4-0000-4000-8000-0000000000de';

  // The token outlives the account by up to an hour: a gift sent to its old address must not be read or
  // claimed with it (whoever signs up with the address later claims it with their own account).
  beforeAll(async () => {
    await seedUser(DELETED, 'gone@example.com');
    await transactWrite([profileTombstoneChange(DELETED, `deleted-${DELETED}@deleted.invalid`, new Date())]);
  });

  it.each(GIFT_ROUTES.map(routeKey))('%s answers 401 and writes nothing', async (key) => {
    const before = await table.items();

    const response = await call(key, { ...validRequest(key), token: await auth.accessToken(DELETED) });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.unauthorized });
    expect(await table.items()).toEqual(before);
  });
});

const GAME_ROUTES = routesOfArea('game')
  .filter((route) => route.access === 'game')
  .map(routeKey);
const PERSON_CALLERS: Caller[] = ['none', 'expired', 'userA', 'admin'];

describe('game routes', () => {
  it('cover every route of the game area but its public documents and the device flow (oauth-endpoint-answers.test.ts)', () => {
    expect(GAME_ROUTES).toHaveLength(3);
  });

  // The key is checked before any route's own work, so a path that routes is all a request needs here.
  it.each(GAME_ROUTES.flatMap((key) => PERSON_CALLERS.map((caller) => [key, caller] as const)))(
    '%s as %s answers 401: a person’s token is not a game server key',
    async (key, caller) => {
      const token = caller === 'none' ? undefined : auth.tokens[caller];
      const params = { platform: 'steam', playerId: '76561198000000001' };
      const response = await call(key, { params, ...(token ? { token } : {}) });

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: GAME_MESSAGES.invalidKey });
    },
  );
});

describe('tokens', () => {
  it('refuses an admin token signed by a key the pool does not publish', async () => {
    const response = await call('GET /admin/overview', { token: await auth.forgedAdminToken() });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.unauthorized });
  });

  it('refuses a token from another issuer', async () => {
    const token = await auth.accessToken(ADMIN, { iss: 'https://cognito-idp.us-east-1.amazonaws.com/other-pool' });

    expect((await call('GET /admin/role', { token })).status).toBe(401);
  });

  it.each([
    ['a token without the Bearer scheme', (token: string) => token],
    ['a Basic credential', () => 'Basic dXNlcjpwYXNz'],
    ['a malformed token', () => 'Bearer not.a.jwt'],
  ])('answers %s with 401, even on the optional contact route', async (_label, header) => {
    const response = await call('POST /contact', {
      ...validRequest('POST /contact'),
      headers: { authorization: header(auth.tokens.userA) },
    });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.unauthorized });
  });

  it('does not make an admin of a user whose token names another group', async () => {
    const token = await auth.accessToken(USER_B, { 'cognito:groups': ['admins', 'staff'] });

    expect((await call('GET /admin/role', { token })).body).toEqual({ isAdmin: false });
    expect((await call('GET /admin/overview', { token })).status).toBe(403);
  });

  it('tells the admin check who is an admin', async () => {
    expect((await call('GET /admin/role', { token: auth.tokens.admin })).body).toEqual({ isAdmin: true });
    expect((await call('GET /admin/role', { token: auth.tokens.userA })).body).toEqual({ isAdmin: false });
  });
});

it('leaves the table as the seeds and the matrix wrote it', async () => {
  // Denied calls write nothing: only the three allowed submissions and three allowed contacts exist.
  const items = await table.items();
  expect(items.filter((item) => String(item.sk).startsWith('SUBMISSION#'))).toHaveLength(3);
  expect(items.filter((item) => item.sk === 'CONTACT')).toHaveLength(1 + 4);
});

describe('without a user pool', () => {
  it.each(['admin', 'account'])('the %s Lambda fails at start, never serving a route', async (area) => {
    const pool = process.env.USER_POOL_ID;
    delete process.env.USER_POOL_ID;
    try {
      await expect(
        jest.isolateModulesAsync(async () => {
          await import(`../handlers/${area}/index`);
        }),
      ).rejects.toThrow('Environment variable USER_POOL_ID is not set');
    } finally {
      process.env.USER_POOL_ID = pool;
    }
  });
});
