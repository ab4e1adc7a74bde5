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
      sendJson(response, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe.' } });
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
