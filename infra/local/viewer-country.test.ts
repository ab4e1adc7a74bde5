import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteConfig } from '@shared/site-config';
import { type ApiServer, startApiServer } from './api-server';
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

/**
 * Locally no CloudFront works out the buyer's country: a test or a journey sets CloudFront's
 * `CloudFront-Viewer-Country` header itself, and the site's /api and the local API pass it to the
 * Lambda as CloudFront would.
 */
describe('the local stack and the viewer country', () => {
  let root: string;
  let api: ApiServer;
  let site: SiteServer;
  const seen: Record<string, unknown>[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'd1-country-'));
    writeFileSync(join(root, 'app.html'), '<p>shell</p>');
    api = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [],
      invokableFunctions: {},
      log: () => {},
      loadHandler: async () => async (event: unknown) => {
        seen.push((event as { headers: Record<string, unknown> }).headers);
        return { statusCode: 200, body: JSON.stringify({ estimate: null }) };
      },
    });
    site = await startSiteServer({ root, port: 0, host: '127.0.0.1', config: CONFIG, apiUrl: api.url });
  });

  afterAll(async () => {
    await site.close();
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  const countryIn = (headers: Record<string, unknown> | undefined) =>
    Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'cloudfront-viewer-country')?.[1];

  it("passes the viewer's country from the site's /api to the estimate's Lambda", async () => {
    seen.length = 0;

    const response = await fetch(`${site.url}/api/currency-estimate`, {
      headers: { 'CloudFront-Viewer-Country': 'DE' },
    });

    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(countryIn(seen[0])).toBe('DE');
  });

  it('sends none when the request names none, as a CloudFront that could not tell', async () => {
    seen.length = 0;

    await fetch(`${site.url}/api/currency-estimate`);

    expect(countryIn(seen[0])).toBeUndefined();
  });
});
