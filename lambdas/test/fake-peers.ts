/**
 * Local HTTP peers standing in for outside services in tests: a server that records what it is sent
 * (a fake Graph API), and a Stripe that fails.
 */
import { type LocalServer, readBody, sendJson, serve } from '../../infra/local/http-io';

export interface RecordingServer extends LocalServer {
  /** Parsed JSON bodies of the requests received, with their paths. */
  received: Array<{ path: string; body: unknown }>;
  /** The status it answers with (200 unless a test changes it). */
  status: number;
}

/** A local HTTP server answering `{}` to everything and recording what it got (a fake Graph API). */
export async function startRecordingServer(): Promise<RecordingServer> {
  const received: RecordingServer['received'] = [];
  const recorder: RecordingServer = Object.assign(
    await serve(async (request, response) => {
      const data = await readBody(request);
      received.push({ path: request.url ?? '', body: data ? JSON.parse(data) : null });
      sendJson(response, recorder.status, {});
    }),
    { received, status: 200 },
  );
  return recorder;
}

export interface FailingStripe {
  /** Where the failing peer listens; point STRIPE_API_URL here. */
  readonly url: string;
  /** `error`: Stripe's 500 api_error (the default); `silent`: the request is never answered. */
  mode: 'error' | 'silent';
}

/**
 * The Jest hooks of a describe block that needs Stripe to fail: a real HTTP peer that answers 500 or
 * nothing, with the SDK's retries off and a short timeout so a silent peer fails fast.
 */
export function withFailingStripe({ timeoutMs }: { timeoutMs: number }): FailingStripe {
  let server: LocalServer | undefined;
  const failing: FailingStripe = {
    mode: 'error',
    get url() {
      if (!server) throw new Error('The failing Stripe starts in beforeAll');
      return server.url;
    },
  };
  beforeAll(async () => {
    server = await serve((_request, response) => {
      if (failing.mode === 'silent') return;
      sendJson(response, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe.' } });
    });
    Object.assign(process.env, { STRIPE_MAX_NETWORK_RETRIES: '0', STRIPE_TIMEOUT_MS: String(timeoutMs) });
  });
  afterAll(async () => {
    delete process.env.STRIPE_MAX_NETWORK_RETRIES;
    delete process.env.STRIPE_TIMEOUT_MS;
    await server?.close();
  });
  return failing;
}
