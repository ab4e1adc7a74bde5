import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SiteConfig } from '@shared/site-config';
import { NOT_FOUND_PAGE } from '@shared/site-pages';
import { newestMtime } from './site-build';
import { type SiteServer, startSiteServer } from './site-server';

const CONFIG: SiteConfig = {
  apiUrl: 'http://127.0.0.1:3001',
  region: 'us-east-1',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  cognitoEndpoint: 'http://127.0.0.1:9229',
  authFlow: 'USER_PASSWORD_AUTH',
  pixelId: null,
  stage: 'local',
};

const NOT_FOUND_HTML = `<title>${NOT_FOUND_PAGE.title}</title><p>not found</p>`;

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('site server', () => {
  let root: string;
  let site: SiteServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'd1-site-'));
    mkdirSync(join(root, 'build', 'assets'), { recursive: true });
    writeFileSync(join(root, 'build', 'index.html'), '<p>index</p>');
    writeFileSync(join(root, 'build', 'terms.html'), '<p>terms</p>');
    writeFileSync(join(root, 'build', 'auth.html'), '<h1>Welcome Back</h1>');
    writeFileSync(join(root, 'build', 'app.html'), '<p>shell</p>');
    writeFileSync(join(root, 'build', '404.html'), NOT_FOUND_HTML);
    mkdirSync(join(root, 'build', 'es'));
    writeFileSync(join(root, 'build', 'es', 'index.html'), '<p>inicio</p>');
    writeFileSync(join(root, 'build', 'es', '404.html'), '<p>no encontrada</p>');
    writeFileSync(join(root, 'build', 'robots.txt'), 'User-agent: *');
    writeFileSync(join(root, 'build', 'sitemap.xml'), '<urlset/>');
    writeFileSync(join(root, 'build', 'site.webmanifest'), '{}');
    writeFileSync(join(root, 'build', 'share.png'), 'png');
    writeFileSync(join(root, 'build', 'assets', 'app-1a2b.js'), 'export {};');
    writeFileSync(join(root, 'build', 'updates.html'), '<p>no updates yet</p>');
    writeFileSync(join(root, 'build', 'sitemap-updates.xml'), '<urlset>build</urlset>');
    mkdirSync(join(root, 'published', 'updates'), { recursive: true });
    writeFileSync(join(root, 'published', 'updates.html'), '<p>published list</p>');
    writeFileSync(join(root, 'published', 'updates', 'first-court.html'), '<p>the first court</p>');
    writeFileSync(join(root, 'published', 'sitemap-updates.xml'), '<urlset>published</urlset>');
    writeFileSync(join(root, 'secret.txt'), 'outside the build');
    site = await startSiteServer({
      root: join(root, 'build'),
      publishedRoot: join(root, 'published'),
      port: 0,
      host: '127.0.0.1',
      config: CONFIG,
    });
  });

  afterAll(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves built files with long caching and the page with revalidation', async () => {
    const asset = await fetch(`${site.url}/assets/app-1a2b.js`);
    const page = await fetch(`${site.url}/`);

    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await page.text()).toBe('<p>index</p>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text like CloudFront: brotli when accepted, else gzip, else none', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(site.url);
        const headers = { 'accept-encoding': acceptEncoding };
        request({ hostname, port, path: '/assets/app-1a2b.js', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });

    const brotli = await encodingFor('gzip, deflate, br');
    const gzip = await encodingFor('gzip');
    const plain = await encodingFor('identity');

    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe('export {};');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe('export {};');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe('export {};');
  });

  it('serves each prerendered page for its path, with or without a trailing slash', async () => {
    const home = await fetch(`${site.url}/`);
    const terms = await fetch(`${site.url}/terms`);
    const slashed = await fetch(`${site.url}/terms/`);

    expect([home.status, await home.text()]).toEqual([200, '<p>index</p>']);
    expect([terms.status, await terms.text()]).toEqual([200, '<p>terms</p>']);
    expect(terms.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(terms.headers.get('cache-control')).toBe('no-cache');
    expect(await slashed.text()).toBe('<p>terms</p>');
  });

  it('serves the prerendered sign-in form for /auth, and the SPA shell for another of its forms (?mode=)', async () => {
    const signIn = await fetch(`${site.url}/auth?next=%2Fprofile`);
    const signUp = await fetch(`${site.url}/auth?mode=signup`);
    const reset = await fetch(`${site.url}/auth/?mode=reset&email=fan%40example.com`);

    expect([signIn.status, await signIn.text()]).toEqual([200, '<h1>Welcome Back</h1>']);
    expect([signUp.status, await signUp.text()]).toEqual([200, '<p>shell</p>']);
    expect([reset.status, await reset.text()]).toEqual([200, '<p>shell</p>']);
  });

  it('answers the other routes with the SPA shell and 200, like CloudFront', async () => {
    const response = await fetch(`${site.url}/admin/users/123`);
    const dashboard = await fetch(`${site.url}/dashboard`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>shell</p>');
    expect(await dashboard.text()).toBe('<p>shell</p>');
  });

  it.each(['/no-such-page', '/no-such-page/', '/dashboard/x', '/admin/users/abc/def'])(
    'answers %s, a path no screen claims, with the not-found page and 404',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(`<title>${NOT_FOUND_PAGE.title}</title>`);
    },
  );

  it("answers another language's pages from its folder, and a path no screen claims there with its not-found page and 404", async () => {
    const home = await fetch(`${site.url}/es/`);
    const missing = await fetch(`${site.url}/es/no-such-page`);

    expect([home.status, await home.text()]).toEqual([200, '<p>inicio</p>']);
    expect([missing.status, await missing.text()]).toEqual([404, '<p>no encontrada</p>']);
  });

  it('answers the not-found page itself with 404, as CloudFront does', async () => {
    const response = await fetch(`${site.url}/${NOT_FOUND_PAGE.file}`);

    expect([response.status, await response.text()]).toEqual([404, NOT_FOUND_HTML]);
  });

  it('answers a missing file with the not-found page and 404, never the SPA', async () => {
    const response = await fetch(`${site.url}/assets/gone-1234.js`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', 'User-agent: *'],
    ['/sitemap.xml', 'application/xml; charset=utf-8', '<urlset/>'],
    ['/site.webmanifest', 'application/manifest+json', '{}'],
    ['/share.png', 'image/png', 'png'],
  ])('serves %s as %s, not as the SPA', async (path, contentType, body) => {
    const response = await fetch(`${site.url}${path}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(await response.text()).toBe(body);
  });

  it("serves the updates' list, an update's page and their sitemap from the published folder first", async () => {
    const list = await fetch(`${site.url}/updates`);
    const update = await fetch(`${site.url}/updates/first-court`);
    const sitemap = await fetch(`${site.url}/sitemap-updates.xml`);

    expect([list.status, await list.text()]).toEqual([200, '<p>published list</p>']);
    expect([update.status, await update.text()]).toEqual([200, '<p>the first court</p>']);
    expect(update.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(update.headers.get('cache-control')).toBe('no-cache');
    expect([sitemap.status, await sitemap.text()]).toEqual([200, '<urlset>published</urlset>']);
  });

  it('answers an update that was never published with the not-found page and 404', async () => {
    const response = await fetch(`${site.url}/updates/no-such-update`);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it("serves the build's updates list before anything is published", async () => {
    const empty = mkdtempSync(join(tmpdir(), 'd1-published-'));
    const fresh = await startSiteServer({
      root: join(root, 'build'),
      publishedRoot: empty,
      port: 0,
      host: '127.0.0.1',
      config: CONFIG,
    });
    try {
      const list = await fetch(`${fresh.url}/updates`);
      expect([list.status, await list.text()]).toEqual([200, '<p>no updates yet</p>']);
    } finally {
      await fresh.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('serves /config.json from memory, uncached', async () => {
    const response = await fetch(`${site.url}/config.json`);

    expect(await response.json()).toEqual(CONFIG);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('never serves a file outside the build folder', async () => {
    const response = await rawGet(site.url, '/../secret.txt');
    const encoded = await rawGet(site.url, '/%2e%2e/secret.txt');

    expect([response.status, response.body]).toEqual([404, NOT_FOUND_HTML]);
    expect([encoded.status, encoded.body]).toEqual([404, NOT_FOUND_HTML]);
  });

  it('refuses writes with 405', async () => {
    const response = await fetch(`${site.url}/`, { method: 'POST' });

    expect(response.status).toBe(405);
  });

  it('finds the newest modification time in a folder tree', () => {
    const tree = join(root, 'tree');
    mkdirSync(join(tree, 'deep'), { recursive: true });
    writeFileSync(join(tree, 'old.ts'), '');
    writeFileSync(join(tree, 'deep', 'new.ts'), '');
    utimesSync(join(tree, 'old.ts'), 1_000, 1_000);
    utimesSync(join(tree, 'deep', 'new.ts'), 2_000_000, 2_000_000);
    utimesSync(join(tree, 'deep'), 1_000, 1_000);
    utimesSync(tree, 1_000, 1_000);

    expect(newestMtime(tree)).toBe(2_000_000_000);
    expect(newestMtime(join(root, 'missing'))).toBe(0);
  });
});
