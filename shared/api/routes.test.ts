import { findRoute, OAUTH_METADATA_PATH, ROUTES, requiresToken, routeKey, routesOfArea } from './routes';

describe('route table', () => {
  it('lists every route of the design, with its access level', () => {
    expect(ROUTES.map((route) => `${routeKey(route)} ${route.access}`)).toEqual([
      'GET /me user',
      'PUT /me/tier-submission user',
      'GET /me/tickets user',
      'GET /me/purchases user',
      'GET /me/data user',
      'POST /me/deletion user',
      'PUT /me/two-step user',
      'PATCH /me/wall user',
      'PUT /me/email-preferences user',
      'PUT /me/language user',
      'POST /email/unsubscribe public',
      'GET /email/unsubscribe public',
      'HEAD /email/unsubscribe public',
      'GET /me/link-requests/{userCode} user',
      'POST /me/link-requests/{userCode} user',
      'DELETE /me/game-accounts/{platform} user',
      'GET /wall public',
      'GET /goals public',
      'POST /contact optional',
      'GET /updates optional',
      'GET /updates/{slug} optional',
      'POST /checkout user',
      'POST /checkout/verify user',
      'GET /gifts/{giftId} user',
      'POST /gifts/{giftId}/claim user',
      'GET /creator-codes/{code} optional',
      'GET /currency-estimate public',
      'GET /admin/role user',
      'GET /admin/overview admin',
      'GET /admin/users admin',
      'GET /admin/users/{userId} admin',
      'GET /admin/purchases admin',
      'GET /admin/contacts admin',
      'GET /admin/contacts/{id} admin',
      'PATCH /admin/contacts/{id} admin',
      'GET /admin/export/purchases.csv admin',
      'PATCH /admin/users/{userId}/wall admin',
      'POST /admin/payments/{paymentIntentId}/refund admin',
      'GET /admin/audit admin',
      'GET /admin/tax-report admin',
      'GET /admin/gifts admin',
      'POST /admin/gifts/{giftId}/resend admin',
      'POST /admin/gifts/{giftId}/cancel admin',
      'GET /admin/game-keys admin',
      'POST /admin/game-keys admin',
      'DELETE /admin/game-keys/{keyId} admin',
      'DELETE /admin/users/{userId}/game-accounts/{platform} admin',
      'GET /admin/updates admin',
      'POST /admin/updates admin',
      'POST /admin/updates/preview admin',
      'GET /admin/updates/{updateId} admin',
      'PUT /admin/updates/{updateId} admin',
      'GET /admin/updates/{updateId}/recipients admin',
      'POST /admin/updates/{updateId}/test admin',
      'POST /admin/updates/{updateId}/send admin',
      'GET /admin/creator-codes admin',
      'POST /admin/creator-codes admin',
      'PATCH /admin/creator-codes/{code} admin',
      'GET /admin/goals admin',
      'POST /admin/goals admin',
      'PUT /admin/goals/{goalId} admin',
      'DELETE /admin/goals/{goalId} admin',
      'PUT /admin/goal-order admin',
      'POST /game/v1/link-requests game-client',
      'POST /game/v1/link-requests/token game-client',
      'GET /game/v1/players/{platform}/{playerId}/entitlements game',
      'GET /game/v1/changes game',
      'POST /game/v1/deliveries game',
      'GET /game/v1/openapi.json public',
      'GET /.well-known/oauth-authorization-server public',
    ]);
  });

  it('has no duplicate route keys', () => {
    expect(new Set(ROUTES.map(routeKey)).size).toBe(ROUTES.length);
  });

  it('puts every /admin path in the admin area', () => {
    expect(routesOfArea('admin').map((route) => route.path)).toEqual(
      ROUTES.filter((route) => route.path.startsWith('/admin')).map((route) => route.path),
    );
  });

  it('puts every /game path and the OAuth metadata in the game area, each taking a game server key but the two documents', () => {
    expect(routesOfArea('game').map((route) => route.path)).toEqual(
      ROUTES.filter((route) => route.path.startsWith('/game/v1/') || route.path === OAUTH_METADATA_PATH).map(
        (route) => route.path,
      ),
    );
    expect(
      routesOfArea('game')
        .filter((route) => route.access !== 'game' && route.access !== 'game-client')
        .map(routeKey),
    ).toEqual(['GET /game/v1/openapi.json', 'GET /.well-known/oauth-authorization-server']);
  });

  it('finds a route by method and path template', () => {
    expect(findRoute('GET', '/admin/users/{userId}')?.access).toBe('admin');
    expect(findRoute('DELETE', '/me')).toBeUndefined();
  });

  it('asks for a token only on user and admin routes', () => {
    expect(requiresToken('public')).toBe(false);
    expect(requiresToken('optional')).toBe(false);
    expect(requiresToken('user')).toBe(true);
    expect(requiresToken('admin')).toBe(true);
  });
});
