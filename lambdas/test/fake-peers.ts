/**
 * Local HTTP peers standing in for outside services in tests, as Jest hooks of a describe block: a
 * server that records what it is sent (a fake Graph API), and a Stripe that fails. Each starts once
 * for the block; its settings are plain fields the tests change.
 */
import { type LocalServer, readBody, sendJson, serve } from '../../infra/local/http-io';

export interface RecordingServer {
  readonly url: string;
  /** Parsed JSON bodies of the requests received, with their paths; emptied before each test. */
  received: Array<{ path: string; body: unknown }>;
  /** The status it answers `{}` with: 200 unless a test changes it. */
  status: number;
}

export function withRecordingServer(): RecordingServer {
  let server: LocalServer | undefined;
  const recorder: RecordingServer = {
    get url() {
      return urlOf(server, 'recording server');
    },
    received: [],
    status: 200,
  };
  beforeAll(async () => {
    server = await serve(async (request, response) => {
      const data = await readBody(request);
      recorder.received.push({ path: request.url ?? '', body: data ? JSON.parse(data) : null });
      sendJson(response, recorder.status, {});
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    recorder.received.length = 0;
    recorder.status = 200;
  });
  return recorder;
}

/** Stripe's answer to a request that failed on its side. */
const STRIPE_API_ERROR = { error: { type: 'api_error', message: 'Something went wrong on Stripe.' } };

export interface FailingStripe {
  /** Where the failing peer listens; point STRIPE_API_URL here. */
  readonly url: string;
  /** `error`: Stripe's 500 api_error (the default); `silent`: the request is never answered. */
  mode: 'error' | 'silent';
  /** Requests received since the test began. */
  requests: number;
}

/** A real HTTP peer where Stripe should be (the Lambdas' Stripe client retries within the invocation's deadline). */
export function withFailingStripe(): FailingStripe {
  let server: LocalServer | undefined;
  const failing: FailingStripe = {
    get url() {
      return urlOf(server, 'failing Stripe');
    },
    mode: 'error',
    requests: 0,
  };
  beforeAll(async () => {
    server = await serve((_request, response) => {
      failing.requests += 1;
      if (failing.mode === 'silent') return;
      sendJson(response, 500, STRIPE_API_ERROR);
    });
  });
  beforeEach(() => {
    failing.requests = 0;
    failing.mode = 'error';
  });
  afterAll(() => server?.close());
  return failing;
}

function urlOf(server: LocalServer | undefined, name: string): string {
  if (!server) throw new Error(`The ${name} starts in beforeAll`);
  return server.url;
}

/**
 * The URL of a Stripe that is down: a port that was just listened on and closed again, so every
 * connection is refused (as when the stand-in is stopped).
 */
export async function unreachableStripeUrl(): Promise<string> {
  const server = await serve((_request, response) => response.end());
  await server.close();
  return server.url;
}

/** Headers of one connection, which the proxy does not pass on. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface StripeWithFaults {
  /** Where the proxy listens; point STRIPE_API_URL here. */
  readonly url: string;
  /**
   * Which requests fail with Stripe's 500 api_error: `before` never reach the stand-in; `after`
   * reach it and are carried out, but the answer is lost. Null forwards everything (the default).
   */
  fault: { when: (method: string, path: string) => boolean; lost: 'before' | 'after' } | null;
}

/**
 * The Stripe stand-in behind a proxy that fails chosen requests: Stripe failing in the middle of a
 * sequence of calls (the new session made, the old one not expired), which the stand-in alone cannot
 * be asked to do.
 */
export function withStripeFaults(standInUrl: () => string): StripeWithFaults {
  let server: LocalServer | undefined;
  const proxy: StripeWithFaults = {
    get url() {
      return urlOf(server, 'Stripe proxy');
    },
    fault: null,
  };
  beforeAll(async () => {
    server = await serve(async (request, response) => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const body = await readBody(request);
      const fault = proxy.fault?.when(method, path) ? proxy.fault.lost : null;
      if (fault === 'before') return sendJson(response, 500, STRIPE_API_ERROR);
      const forwarded = await fetch(`${standInUrl()}${path}`, {
        method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_HEADERS.has(entry[0]),
          ),
        ),
        ...(body ? { body } : {}),
      });
      const answer = await forwarded.text();
      if (fault === 'after') return sendJson(response, 500, STRIPE_API_ERROR);
      response.writeHead(forwarded.status, { 'content-type': 'application/json' });
      response.end(answer);
    });
  });
  beforeEach(() => {
    proxy.fault = null;
  });
  afterAll(() => server?.close());
  return proxy;
}
