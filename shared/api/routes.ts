/**
 * The API route table, written once: the CDK API construct and the local API server both read it.
 * Paths use API Gateway's `{param}` syntax.
 */
/**
 * `game`: a game server's key (`Authorization: Bearer d1g_sk_…`), never a person's token.
 * `game-client`: the same key as an OAuth client's credentials (RFC 6749 §2.3.1: the key id as
 * `client_id`, the key as `client_secret`, by HTTP Basic or in the form body), on the device flow's
 * endpoints.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin' | 'game' | 'game-client';
export type Area = 'account' | 'contact' | 'checkout' | 'admin' | 'game';
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteFields {
  method: Method;
  path: string;
  area: Area;
  access: Access;
  /**
   * The one route a deleted account's token still reaches: the deletion itself, so a deletion that
   * failed after the tombstone can be finished (every other route answers 401 once it is deleted).
   */
  finishesDeletion?: true;
  /** A `game` route that also takes a player's access token from the device flow, for that player alone. */
  playerToken?: true;
}

/**
 * A route whose handler reads the caller's profile item itself and confirms the account's standing
 * from it, so no read of the standing precedes it (lambdas/src/lib/own-standing.ts). Only a
 * signed-in route outside the admin area (whose session check needs the standing first), never the deletion.
 */
interface ReadsOwnStanding {
  area: Exclude<Area, 'admin'>;
  access: 'user';
  finishesDeletion?: never;
  readsOwnStanding: true;
}

export type RouteDef = RouteFields & ({ readsOwnStanding?: never } | ReadsOwnStanding);

/**
 * RFC 8414's well-known path of the game API's authorization server metadata: served at the site's
 * root, not under /api, since the issuer is the site (CloudFront and the local site server pass it on).
 */
export const OAUTH_METADATA_PATH = '/.well-known/oauth-authorization-server';

export const ROUTES = [
  { method: 'GET', path: '/me', area: 'account', access: 'user', readsOwnStanding: true },
  { method: 'PUT', path: '/me/tier-submission', area: 'account', access: 'user' },
  { method: 'GET', path: '/me/tickets', area: 'account', access: 'user' },
  { method: 'GET', path: '/me/purchases', area: 'account', access: 'user', readsOwnStanding: true },
  { method: 'GET', path: '/me/data', area: 'account', access: 'user' },
  { method: 'POST', path: '/me/deletion', area: 'account', access: 'user', finishesDeletion: true },
  { method: 'PUT', path: '/me/two-step', area: 'account', access: 'user' },
  { method: 'PATCH', path: '/me/wall', area: 'account', access: 'user' },
  { method: 'PUT', path: '/me/email-preferences', area: 'account', access: 'user' },
  { method: 'PUT', path: '/me/language', area: 'account', access: 'user' },
  { method: 'POST', path: '/email/unsubscribe', area: 'account', access: 'public' },
  // The same List-Unsubscribe URL opened (a person, a mail app): sent on to the page and its button;
  // a HEAD (a mail app checking the link first) gets the same answer without a body.
  { method: 'GET', path: '/email/unsubscribe', area: 'account', access: 'public' },
  { method: 'HEAD', path: '/email/unsubscribe', area: 'account', access: 'public' },
  { method: 'GET', path: '/me/link-requests/{userCode}', area: 'account', access: 'user' },
  { method: 'POST', path: '/me/link-requests/{userCode}', area: 'account', access: 'user' },
  { method: 'DELETE', path: '/me/game-accounts/{platform}', area: 'account', access: 'user' },
  { method: 'GET', path: '/wall', area: 'contact', access: 'public' },
  { method: 'GET', path: '/goals', area: 'contact', access: 'public' },
  { method: 'POST', path: '/contact', area: 'contact', access: 'optional' },
  { method: 'GET', path: '/updates', area: 'contact', access: 'optional' },
  { method: 'GET', path: '/updates/{slug}', area: 'contact', access: 'optional' },
  { method: 'POST', path: '/checkout', area: 'checkout', access: 'user' },
  { method: 'POST', path: '/checkout/verify', area: 'checkout', access: 'user' },
  // Gifts (docs/payments.md): the claim stores the payment in the recipient's ledger, as fulfilment does.
  { method: 'GET', path: '/gifts/{giftId}', area: 'checkout', access: 'user' },
  { method: 'POST', path: '/gifts/{giftId}/claim', area: 'checkout', access: 'user' },
  // Optional: a signed-in buyer's lookups also count against their account's creator-code tries.
  { method: 'GET', path: '/creator-codes/{code}', area: 'checkout', access: 'optional' },
  // The tier cards' estimate in the buyer's currency: Stripe's FX quote, so the Lambda that holds the key.
  { method: 'GET', path: '/currency-estimate', area: 'checkout', access: 'public' },
  { method: 'GET', path: '/admin/role', area: 'admin', access: 'user' },
  { method: 'GET', path: '/admin/overview', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/users', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/users/{userId}', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/purchases', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/contacts', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/contacts/{id}', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/admin/contacts/{id}', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/export/purchases.csv', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/admin/users/{userId}/wall', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/payments/{paymentIntentId}/refund', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/audit', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/tax-report', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/gifts', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/gifts/{giftId}/resend', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/gifts/{giftId}/cancel', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/game-keys', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/game-keys', area: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/admin/game-keys/{keyId}', area: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/admin/users/{userId}/game-accounts/{platform}', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/updates', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/updates', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/updates/preview', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/updates/{updateId}', area: 'admin', access: 'admin' },
  { method: 'PUT', path: '/admin/updates/{updateId}', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/updates/{updateId}/recipients', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/updates/{updateId}/test', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/updates/{updateId}/send', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/creator-codes', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/creator-codes', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/admin/creator-codes/{code}', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/goals', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/goals', area: 'admin', access: 'admin' },
  { method: 'PUT', path: '/admin/goals/{goalId}', area: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/admin/goals/{goalId}', area: 'admin', access: 'admin' },
  { method: 'PUT', path: '/admin/goal-order', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/game/v1/link-requests', area: 'game', access: 'game-client' },
  { method: 'POST', path: '/game/v1/link-requests/token', area: 'game', access: 'game-client' },
  {
    method: 'GET',
    path: '/game/v1/players/{platform}/{playerId}/entitlements',
    area: 'game',
    access: 'game',
    playerToken: true,
  },
  { method: 'GET', path: '/game/v1/changes', area: 'game', access: 'game' },
  { method: 'POST', path: '/game/v1/deliveries', area: 'game', access: 'game' },
  { method: 'GET', path: '/game/v1/openapi.json', area: 'game', access: 'public' },
  // RFC 8414's metadata of the device flow, at the site's root (the issuer is the site).
  { method: 'GET', path: OAUTH_METADATA_PATH, area: 'game', access: 'public' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof ROUTES)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;

export const AREAS: readonly Area[] = ['account', 'contact', 'checkout', 'admin', 'game'];

/** API Gateway's route key for a route, e.g. "GET /me". */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): RouteKey {
  return `${route.method} ${route.path}` as RouteKey;
}

/** The routes one area's Lambda serves. */
export function routesOfArea(area: Area): RouteDef[] {
  return ROUTES.filter((route) => route.area === area);
}

/** The route table entry for a method and path template, if any. */
export function findRoute(method: string, path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.method === method && route.path === path);
}

/** Whether a route needs a verified token before the handler runs. */
export function requiresToken(access: Access): boolean {
  return access === 'user' || access === 'admin';
}
