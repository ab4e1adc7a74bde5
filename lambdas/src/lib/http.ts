import middy from '@middy/core';
import httpEventNormalizer from '@middy/http-event-normalizer';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler from '@middy/http-router';
import type { ApiRouteKey, RequestBody, RequestForm } from '@shared/api/contract';
import { type Area, findRoute, type Route, type RouteKey, routeKey, routesOfArea } from '@shared/api/routes';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import type { PlayerTokenCaller } from '../data/game-access-tokens';
import type { GameKeyCaller } from '../data/game-keys';
import type { Caller } from './auth';
import { type AuthorizedEvent, authorize } from './authorize';
import { errorResponse } from './error-response';
import { NotFoundError } from './errors';
import { type LambdaHandler, withLambdaStack } from './lambda-stack';
import { inLocale } from './locale-context';
import { oauthErrorResponse } from './oauth-error';
import { oauthForm } from './oauth-form';
import { originGuard } from './origin-guard';
import type { StandingCheck } from './own-standing';
import { bodySizeGuard, jsonObjectBody } from './request-body';
import { eventLocale } from './request-locale';
import type { HttpResponse, RouteResponse } from './responses';
import { type ApiGatewayEvent, restEventAdapter } from './rest-event';
import { parseInput } from './validate';

type RouteOf<K extends RouteKey> = K extends `${infer M} ${infer P}` ? Extract<Route, { method: M; path: P }> : never;
type AccessOf<K extends RouteKey> = RouteOf<K>['access'];

/**
 * What a route handler receives: the caller (never null on `user`/`admin` routes), the game key (on
 * `game` and `game-client` routes; for a player's token, the key it was given to), parsed input.
 */
export interface RouteRequest<K extends RouteKey, B, Q, F = unknown> {
  caller: AccessOf<K> extends 'user' | 'admin' ? Caller : Caller | null;
  gameKey: AccessOf<K> extends 'game' | 'game-client'
    ? RouteOf<K> extends { playerToken: true }
      ? GameKeyCaller | null
      : GameKeyCaller
    : null;
  /** On routes that take a player's access token (`playerToken`): the game account it reads, or null for a key. */
  player: RouteOf<K> extends { playerToken: true } ? PlayerTokenCaller | null : null;
  /** On routes that read their own standing: the handler confirms it from the profile item it read, or the request fails. */
  standing: RouteOf<K> extends { readsOwnStanding: true } ? StandingCheck : null;
  body: B;
  /** The form-encoded body of the OAuth endpoints, validated. */
  form: F;
  query: Q;
  params: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
  /** The Lambda context, where middleware such as @middy/ssm leaves fetched secrets. */
  context: Context;
}

export interface RouteOptions<K extends ApiRouteKey, B, Q, F = unknown> {
  /**
   * Body schema, taking the body the route's contract names; without one, POST/PUT/PATCH bodies
   * still must be JSON objects (left unknown).
   */
  body?: ZodMiniType<B, RequestBody<K>>;
  query?: ZodMiniType<Q>;
  /** Form schema of a `game-client` route (the OAuth endpoints), whose body is form-encoded, not JSON. */
  form?: ZodMiniType<F, RequestForm<K>>;
  /** The body is not read: RFC 8058's one-click unsubscribe POSTs a form, not JSON. */
  ignoresBody?: true;
  /** Middlewares this route alone needs, run once the caller is authorized (e.g. the refund's payment secrets). */
  before?: readonly middy.MiddlewareObj[];
}

/** A route ready for the area router. */
export interface AreaRoute {
  key: RouteKey;
  method: Route['method'];
  path: string;
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResponse>;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * One route of the route table: its access level comes from the table, then (in this order) the
 * token is checked, the JSON body parsed, body and query validated with the shared schemas, and the
 * handler called with the result. The handler answers what the route's contract (shared/api/contract.ts)
 * says it answers, or an error message.
 */
export function defineRoute<K extends ApiRouteKey, B = unknown, Q = unknown, F = unknown>(
  key: K,
  options: RouteOptions<K, B, Q, F>,
  handle: (request: RouteRequest<K, B, Q, F>) => Promise<RouteResponse<K>>,
): AreaRoute {
  const [method, path] = key.split(' ') as [Route['method'], string];
  const route = findRoute(method, path);
  if (!route) throw new Error(`${key} is not in the route table`);
  const isOAuthEndpoint = route.access === 'game-client';
  if (isOAuthEndpoint !== (options.form !== undefined)) {
    throw new Error(`${key}: a form schema goes with game-client access, and only with it`);
  }

  type Request = RouteRequest<K, B, Q, F>;
  const routeHandler = middy<AuthorizedEvent, HttpResponse>(async (event: AuthorizedEvent, context: Context) =>
    handle({
      caller: event.caller as Request['caller'],
      gameKey: event.gameKey as Request['gameKey'],
      player: event.player as Request['player'],
      standing: event.standing as Request['standing'],
      body: (options.body ? parseInput(options.body, event.body) : event.body) as B,
      form: (options.form ? parseInput(options.form, oauthForm(event)) : undefined) as F,
      query: (options.query ? parseInput(options.query, event.queryStringParameters ?? {}) : {}) as Q,
      params: event.pathParameters ?? {},
      event,
      context,
    }),
  ).use(authorize(route));
  for (const middleware of options.before ?? []) routeHandler.use(middleware as middy.MiddlewareObj<AuthorizedEvent>);
  if (isOAuthEndpoint) routeHandler.use(oauthErrorResponse() as middy.MiddlewareObj<AuthorizedEvent>);
  else if (METHODS_WITH_BODY.has(method) && !options.ignoresBody) routeHandler.use(jsonObjectBody());

  return { key, method, path, handler: routeHandler as unknown as AreaRoute['handler'] };
}

/** What an area adds to the shared HTTP stack. */
export interface AreaOptions {
  /** Middlewares run after the shared ones and before the route (e.g. the checkout area's payment secrets). */
  before?: readonly middy.MiddlewareObj[];
}

/**
 * The Lambda handler of one area: the shared HTTP stack around a router over exactly the area's
 * routes from the route table. A route missing from `routes`, or one of another area, fails at start.
 * The stack is: logger context, the REST event adapter (the cloud's and the local stack's 1.0 events
 * become the 2.0 shape everything below reads), header and event normalizers, the origin guard (only requests that
 * came through CloudFront; its setting is read here, so a Lambda without it does not start), the body
 * size guard, the area's own middlewares, then the error response, attached last so any failure
 * above becomes the one answer. The whole stack runs in the caller's language (`Accept-Language`),
 * except the game servers' area, which speaks English.
 */
export function areaHandler(area: Area, routes: readonly AreaRoute[], options: AreaOptions = {}): HttpLambdaHandler {
  const expected = routesOfArea(area).map(routeKey).sort();
  const given = routes.map((route) => route.key).sort();
  if (expected.join('\n') !== given.join('\n')) {
    throw new Error(`The ${area} area must serve exactly: ${expected.join(', ')}`);
  }
  const guard = originGuard();
  const router = httpRouterHandler({
    routes: routes.map(({ method, path, handler }) => ({ method, path, handler })),
    notFoundResponse: () => {
      throw new NotFoundError();
    },
  });
  const stacked = withLambdaStack(
    router as unknown as HttpLambdaHandler,
    [
      restEventAdapter(),
      httpHeaderNormalizer(),
      httpEventNormalizer(),
      ...(guard ? [guard] : []),
      bodySizeGuard(),
      ...(options.before ?? []),
      errorResponse(),
    ] as middy.MiddlewareObj<ApiGatewayEvent, HttpResponse>[],
  );
  // The game servers are machines reading the API's documented English, and the admin panel is the
  // operators', in English whatever page it is opened from; everyone else is answered in the language
  // their page sends, by the whole stack (the error response included).
  if (area === 'game' || area === 'admin') return stacked;
  return (event, context) => inLocale(eventLocale(event), () => stacked(event, context));
}

/** An API Lambda's handler as API Gateway (and the local API server) calls it: a REST (1.0) event, or 2.0 in tests. */
export type HttpLambdaHandler = LambdaHandler<ApiGatewayEvent, HttpResponse>;
