import { ROUTES, type RouteKey, routeKey } from '@shared/api/routes';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../test/api-event';
import { withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { newGameKey } from '../../test/game-kit';
import { type StripeHarness, startStripeHarness } from '../../test/payments-kit';
import { seedAdmin } from '../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
let stripe: StripeHarness | undefined;
let gameKey: string;
// Seeded once for the file: every test compares the table before and after its own request.
beforeAll(async () => {
  stripe = await startStripeHarness();
  gameKey = await newGameKey();
  await seedAdmin();
});
afterAll(() => stripe?.close());

/** The game key's own records (its item, its creation's audit entry, its request counter): not the route's writes. */
const isGameKeyRecord = (item: Record<string, unknown>) =>
  /^(GAME#KEY#|RATE#game-key#)/.test(String(item.pk)) || item.action === 'game_key_created';

/** What the table holds besides the game key's own records. */
async function storedByRoutes() {
  return (await table.items()).filter((item) => !isGameKeyRecord(item));
}

const PARAMS = {
  id: 'contact-1',
  userId: 'user-1',
  paymentIntentId: 'pi_test_1',
  userCode: 'BCDF-GHJK',
  updateId: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  code: 'HOOPS10',
  goalId: 'goal-1',
  giftId: 'AAAAAAAAAAAAAAAAAAAAAA',
};

/** A body each route would accept, so only the content type can refuse it. */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /me/tier-submission': { tierId: 'starter', answers: {} },
  'POST /contact': { name: 'Jordan', email: 'jordan@example.com', message: 'Hello' },
  'POST /me/deletion': { confirm: 'DELETE', password: 'Hoops-123!' },
  'PUT /me/two-step': { enabled: true },
  'POST /checkout': { tierId: 'starter' },
  'POST /checkout/verify': { sessionId: 'cs_test_123' },
  'PATCH /admin/contacts/{id}': { status: 'read' },
  'PATCH /me/wall': { showOnWall: true },
  'PUT /me/email-preferences': { updates: true, source: 'profile' },
  'PUT /me/language': { locale: 'es' },
  'PATCH /admin/users/{userId}/wall': { hidden: true, reason: 'Checked' },
  'POST /admin/payments/{paymentIntentId}/refund': { reason: 'Goodwill' },
  'POST /me/link-requests/{userCode}': { decision: 'link' },
  'POST /admin/game-keys': { name: 'EU game servers' },
  'POST /admin/updates': { subject: 'Court day', bodyMarkdown: 'Hi', audienceTierId: null, supportersOnly: false },
  'POST /admin/updates/preview': { subject: 'Court day', bodyMarkdown: 'Hi' },
  'PUT /admin/updates/{updateId}': {
    subject: 'Court day',
    bodyMarkdown: 'Hi',
    audienceTierId: null,
    supportersOnly: false,
  },
  'POST /admin/updates/{updateId}/send': { expectedRecipients: 1 },
  'POST /admin/creator-codes': {
    code: 'HOOPS10',
    creatorName: 'Hoops',
    percentOff: 10,
    expiresAt: null,
    maxUses: null,
  },
  'PATCH /admin/creator-codes/{code}': { status: 'paused' },
  'POST /admin/goals': { amountCents: 5_000_000, unlocks: '5v5 mode at launch' },
  'PUT /admin/goals/{goalId}': { amountCents: 5_000_000, unlocks: '5v5 mode at launch', version: 1 },
  'PUT /admin/goal-order': { goalIds: [] },
  'POST /admin/gifts/{giftId}/cancel': { reason: 'Wrong address', requestId: '6b1f2c34-5d6e-4f70-8a9b-0c1d2e3f4a5b' },
  'POST /game/v1/deliveries': { changeIds: ['1'] },
};

// The one-click unsubscribe takes the form mailbox providers POST (RFC 8058) and reads no body.
/**
 * Routes that take no JSON body: the one-click unsubscribe (a form post), and those whose path says it
 * all (the test send, a gift's claim and the claim email sent again).
 */
const BODILESS = [
  'POST /email/unsubscribe',
  'POST /admin/updates/{updateId}/test',
  'POST /gifts/{giftId}/claim',
  'POST /admin/gifts/{giftId}/resend',
];
// The device flow's endpoints take OAuth's form bodies instead (oauth-endpoint-answers.test.ts).
const routesWithBody = ROUTES.filter(
  (route) =>
    ['POST', 'PUT', 'PATCH'].includes(route.method) &&
    !BODILESS.includes(routeKey(route)) &&
    route.access !== 'game-client',
);

function tokenFor(access: string): string | undefined {
  if (access === 'admin') return auth.tokens.admin;
  if (access === 'user') return auth.tokens.userA;
  if (access === 'game') return gameKey;
  return undefined;
}

describe('bodies must be sent as JSON', () => {
  it('knows a valid body for every route with a body', () => {
    expect(routesWithBody.map(routeKey).sort()).toEqual(Object.keys(VALID_BODIES).sort());
  });

  describe.each(routesWithBody.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
    it.each([
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ])('answers JSON sent as %s with 415 and stores nothing', async (contentType) => {
      const token = tokenFor(route.access);
      const before = await storedByRoutes();
      const response = await call(key as RouteKey, {
        body: JSON.stringify(VALID_BODIES[key]),
        headers: { 'content-type': contentType },
        params: PARAMS,
        ...(token ? { token } : {}),
      });

      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: HTTP_MESSAGES.unsupportedMediaType });
      expect(await storedByRoutes()).toEqual(before);
    });

    it('answers a body without a content type with 415', async () => {
      const token = tokenFor(route.access);
      const response = await call(key as RouteKey, {
        body: JSON.stringify(VALID_BODIES[key]),
        headers: { 'content-type': '' },
        params: PARAMS,
        ...(token ? { token } : {}),
      });

      expect(response.status).toBe(415);
    });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'accepts %s',
    async (contentType) => {
      const response = await call('POST /contact', {
        body: JSON.stringify(VALID_BODIES['POST /contact']),
        headers: { 'content-type': contentType },
      });

      expect(response.status).toBe(201);
    },
  );
});
