import type { ApiContract, ApiRouteKey, PathParams, RequestBody, ResponseBody } from '@shared/api/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Where the tests' config points the API client (TEST_CONFIG.apiUrl). */
export const TEST_API_URL = 'http://api.test';

/** The API as the frontend tests meet it: msw answers fetch calls to TEST_API_URL (see dom-setup.ts). */
export const apiServer = setupServer(
  // The landing page and the wall refresh their community goals from the API once they run: answered
  // (no goals, nothing raised) for every test that does not answer it itself.
  http.get(`${TEST_API_URL}/goals`, () => HttpResponse.json({ raisedCents: 0, supporters: 0, goals: [], next: null })),
  // Every tier grid asks for the buyer's currency estimate once it runs: none (a buyer in dollars) unless a test answers.
  http.get(`${TEST_API_URL}/currency-estimate`, () => HttpResponse.json({ estimate: null })),
);

type RoutesAnswering<Status> = { [K in ApiRouteKey]: ApiContract[K]['status'] extends Status ? K : never }[ApiRouteKey];

/** The routes that answer 201 Created (lambdas/src/handlers); every other route answers 200. */
const CREATED: Record<RoutesAnswering<201>, true> = {
  'PUT /me/tier-submission': true,
  'POST /contact': true,
  'POST /admin/game-keys': true,
  'POST /admin/updates': true,
  'POST /admin/creator-codes': true,
  'POST /admin/goals': true,
};

const successStatus = (key: ApiRouteKey) => (key in CREATED ? 201 : 200);

/**
 * One request the app sent to a route: what the route's handler would have received. Exported for the
 * return types of helpers built on mockApi (features/admin/test/render-admin.tsx).
 * @public
 */
export interface ApiCall<K extends ApiRouteKey = ApiRouteKey> {
  key: K;
  params: PathParams<K>;
  query: URLSearchParams;
  body: RequestBody<K> | undefined;
  /** The language the request asked the API to answer in (its Accept-Language). */
  language: string | null;
}

/** Any call, narrowed by its key. */
export type AnyApiCall = { [K in ApiRouteKey]: ApiCall<K> }[ApiRouteKey];

/** The route's success body (sent with the route's real status), or a whole Response (errors, CSV pages). */
type Answer<K extends ApiRouteKey> = (
  call: ApiCall<K>,
) => ResponseBody<K> | Response | Promise<ResponseBody<K> | Response>;

export type ApiAnswers = { [K in ApiRouteKey]?: Answer<K> };

/** An error answer as the API's error handler writes it, with its headers (a 429's Retry-After). */
export function apiFailure(status: number, message: string, headers: Record<string, string> = {}): Response {
  return HttpResponse.json({ message }, { status, headers });
}

/** An answer that never comes, for screens that wait. */
export const noAnswer = (): Promise<never> => new Promise(() => {});

function routeHandler<K extends ApiRouteKey>(key: K, answer: Answer<K>, calls: AnyApiCall[]) {
  const [method, path] = key.split(' ') as [string, string];
  const url = `${TEST_API_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const on = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
  return on(url, async ({ request, params }) => {
    const text = await request.text();
    const call: ApiCall<K> = {
      key,
      params: params as PathParams<K>,
      query: new URL(request.url).searchParams,
      body: text ? JSON.parse(text) : undefined,
      language: request.headers.get('accept-language'),
    };
    calls.push(call as AnyApiCall);
    const reply = await answer(call);
    if (reply instanceof Response) return reply;
    return HttpResponse.json(reply as object, { status: successStatus(key) });
  });
}

/**
 * Answers the given routes for the current test, typed by the route table: each answer returns that
 * route's response body or a Response. Returns the calls made to them, in order. A request to any
 * other route fails the test (dom-setup.ts).
 */
export function mockApi(answers: ApiAnswers) {
  const calls: AnyApiCall[] = [];
  const entries = Object.entries(answers) as Array<[ApiRouteKey, Answer<ApiRouteKey>]>;
  apiServer.use(...entries.map(([key, answer]) => routeHandler(key, answer, calls)));
  return {
    calls,
    /** The calls to one route, typed by it. */
    callsTo: <K extends ApiRouteKey>(key: K) => calls.filter((call) => call.key === key) as ApiCall<K>[],
  };
}
