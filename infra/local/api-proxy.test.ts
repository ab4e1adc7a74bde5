import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { SiteConfig } from '@shared/site-config';
import { type ApiServer, startApiServer } from './api-server';
import type { HandlerName } from './handler-modules';
import { type SiteServer, startSiteServer } from './site-server';

const CONFIG: SiteConfig = {
  apiUrl: '/api',
  region: 'us-east-1',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  cognitoEndpoint: 'http://127.0.0.1:9229',
  authFlow: 'USER_PASSWORD_AUTH',
  pixelId: null,
  stage: 'local',
};

const SES_COMPLAINT = JSON.stringify({
  eventType: 'Complaint',
  mail: { messageId: 'ses-1', tags: { user: ['user-1'] } },
  complaint: { complainedRecipients: [{ emailAddress: 'fan@example.com' }] },
});

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `.`, `..` and `//`). */
function rawRequest(
  url: string,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const headers = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
    request({ hostname, port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    })
      .on('error', reject)
      .end(body);
  });
}

describe("the site's /api proxy", () => {
  let root: string;
  let api: ApiServer;
  let site: SiteServer;
  const calls: HandlerName[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'd1-proxy-'));
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'app.html'), '<p>shell</p>');
    api = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [],
      invokableFunctions: { 'post-confirmation': 'post-confirmation' },
      log: () => {},
      loadHandler: async (name) => async () => {
        calls.push(name);
        return { statusCode: 200, body: JSON.stringify({ handledBy: name }) };
      },
    });
    site = await startSiteServer({ root, port: 0, host: '127.0.0.1', config: CONFIG, apiUrl: api.url });
  });

  afterAll(async () => {
    await site.close();
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    calls.length = 0;
  });

  it('passes a route of the API through', async () => {
    const answer = await rawRequest(site.url, 'GET', '/api/me');

    expect(answer).toEqual({ status: 200, body: JSON.stringify({ handledBy: 'account' }) });
  });

  it("passes the game API's OAuth metadata at the site's root to the API as it is, as CloudFront does", async () => {
    const answer = await rawRequest(site.url, 'GET', '/.well-known/oauth-authorization-server');

    expect(answer).toEqual({ status: 200, body: JSON.stringify({ handledBy: 'game' }) });
    expect(calls).toEqual(['game']);
  });

  const CONTROL_PATHS = [
    '/api/_local/ses-events',
    '/api/_local/stripe-events',
    '/api/_local/reconcile',
    '/api/_local/updates/run',
    '/api/_local/reminders',
    '/api/_LOCAL/ses-events',
    '/api/%5Flocal/ses-events',
    '/api/%5flocal/ses-events',
    '/api/%255Flocal/ses-events',
    '/api/_local%2Fses-events',
    '/api//_local/ses-events',
    '/api///_local/ses-events',
    '/api/./_local/ses-events',
    '/api/%2e/_local/ses-events',
    '/api/me/../_local/ses-events',
    '/api/me/%2e%2e/_local/ses-events',
    '/api/\\_local/ses-events',
    '/api/_local',
    '/api/_local?x=1',
    '/api/2015-03-31/functions/post-confirmation/invocations',
    '/api//2015-03-31/functions/post-confirmation/invocations',
  ];

  it.each(CONTROL_PATHS.flatMap((path) => ['POST', 'GET', 'PUT', 'DELETE', 'OPTIONS'].map((method) => [method, path])))(
    'answers %s %s with 404 and sends nothing on',
    async (method, path) => {
      const answer = await rawRequest(site.url, method, path, method === 'GET' ? undefined : SES_COMPLAINT);

      expect(answer).toEqual({ status: 404, body: JSON.stringify({ message: HTTP_MESSAGES.notFound }) });
      expect(calls).toEqual([]);
    },
  );

  it('leaves a path that only looks like one under /api to the site, which sends nothing on', async () => {
    const answer = await rawRequest(site.url, 'POST', '/api\\_local/ses-events', SES_COMPLAINT);

    expect(answer.status).toBe(405);
    expect(calls).toEqual([]);
  });

  it('keeps a path that starts with two slashes on the API, never another host', async () => {
    const answer = await rawRequest(site.url, 'GET', '/api//example.invalid/me');

    expect(answer).toEqual({ status: 404, body: JSON.stringify({ message: HTTP_MESSAGES.notFound }) });
  });

  it('leaves the control paths to the API port, which still serves them', async () => {
    const answer = await rawRequest(api.url, 'POST', '/_local/ses-events', SES_COMPLAINT);

    expect(answer.status).toBe(200);
    expect(calls).toEqual(['ses-events']);
  });
});
