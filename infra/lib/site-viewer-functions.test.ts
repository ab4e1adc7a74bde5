import { SCREEN_PATHS } from '@shared/screen-paths';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES, pageFileFor, prerenderedFile } from '@shared/site-pages';
import { runViewerRequest, runViewerResponse } from '../test/cloudfront-function';
import { NOT_FOUND_STATUS, PAGE_FALLBACK } from './site-viewer-functions';

/** The addresses whose answer the site server and CloudFront must agree on. */
const ADDRESSES = [
  '/',
  '//',
  '/terms/',
  '/dashboard',
  '/dashboard/',
  '/Dashboard',
  '/admin/users/abc',
  '/admin/users/abc/def',
  '/updates',
  '/updates/a-b-3',
  '/updates/x/y',
  `/updates/${'a'.repeat(3_000)}`,
  '/updates/Court%20Day',
  '/no-such-page',
  '/no-such-page/',
  '/dashboard/x',
  // Another language's pages, screens and not-found page; the updates are the app's there.
  '/es',
  '/es/',
  '/pt-br/contact',
  '/PT-BR/terms/',
  '/fr/auth',
  '/de/dashboard',
  '/de/gifts/abc',
  '/es/updates',
  '/es/updates/first-court',
  '/es/no-such-page',
  '/espanol',
  ...Object.values(SCREEN_PATHS).map((pattern) => pattern.replace(/:[^/]+/g, 'a-b_3')),
];

describe('the viewer-request function (PageFallback)', () => {
  test('serves each prerendered page for its path', () => {
    expect(runViewerRequest(PAGE_FALLBACK, '/')).toBe('/index.html');
    expect(runViewerRequest(PAGE_FALLBACK, '//')).toBe('/index.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/terms')).toBe('/terms.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/terms/')).toBe('/terms.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/privacy')).toBe('/privacy.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/contact')).toBe('/contact.html');
    for (const page of PRERENDERED_PAGES) {
      expect(runViewerRequest(PAGE_FALLBACK, page.path)).toBe(`/${prerenderedFile(page.path)}`);
    }
  });

  test("serves another language's pages from its folder, and its not-found page there", () => {
    expect(runViewerRequest(PAGE_FALLBACK, '/es')).toBe('/es/index.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/es/')).toBe('/es/index.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/pt-br/contact')).toBe('/pt-br/contact.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/de/auth', { mode: 'signup' })).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/fr/dashboard')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/es/updates/first-court')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/es/no-such-page')).toBe('/es/404.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/espanol')).toBe('/404.html');
  });

  test('serves the sign-in form for /auth, and the SPA shell for its other forms', () => {
    expect(runViewerRequest(PAGE_FALLBACK, '/auth')).toBe('/auth.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/auth', { next: '/profile' })).toBe('/auth.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/auth', { mode: 'signup' })).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/auth/', { mode: 'reset', email: 'fan@example.com' })).toBe('/app.html');
  });

  test('serves the published updates: the list and each update by its slug', () => {
    expect(runViewerRequest(PAGE_FALLBACK, '/updates')).toBe('/updates.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/updates/')).toBe('/updates.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/updates/first-court')).toBe('/updates/first-court.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/updates/first-court/')).toBe('/updates/first-court.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/sitemap-updates.xml')).toBe('/sitemap-updates.xml');
  });

  test("answers the app's other screens with the SPA shell, a parameter being any one segment", () => {
    expect(runViewerRequest(PAGE_FALLBACK, '/dashboard')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/dashboard/')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/payment-success')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/admin/users/abc')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/admin/updates/new')).toBe('/app.html');
  });

  test('answers a path no screen claims with the not-found page', () => {
    expect(runViewerRequest(PAGE_FALLBACK, '/no-such-page')).toBe('/404.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/no-such-page/')).toBe('/404.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/dashboard/x')).toBe('/404.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/terms/extra')).toBe('/404.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/admin/users/abc/def')).toBe('/404.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/updates/first-court/more')).toBe('/404.html');
  });

  test('never asks S3 for the page of a slug no update can have (keys stop at 1,024 bytes): the app answers it', () => {
    // The app's update screen then asks the API, which answers 404, and shows that no such update exists.
    expect(runViewerRequest(PAGE_FALLBACK, `/updates/${'a'.repeat(3_000)}`)).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, `/updates/${'a'.repeat(61)}`)).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, '/updates/Court%20Day')).toBe('/app.html');
    expect(runViewerRequest(PAGE_FALLBACK, `/updates/${'a'.repeat(60)}`)).toBe(`/updates/${'a'.repeat(60)}.html`);
  });

  test('follows the rule the local site server follows (pageFileFor)', () => {
    for (const path of ADDRESSES) {
      expect(`${path} ${runViewerRequest(PAGE_FALLBACK, path)}`).toBe(`${path} /${pageFileFor(path)}`);
    }
  });

  test('leaves files alone: assets, config, crawler files, icons, a missing file (S3 answers it 404)', () => {
    for (const file of [
      '/assets/index-abc123.js',
      '/assets/does-not-exist.js',
      '/missing.png',
      '/config.json',
      '/robots.txt',
      '/sitemap.xml',
      '/site.webmanifest',
      '/share.png',
      '/favicon.ico',
      '/404.html',
    ]) {
      expect(runViewerRequest(PAGE_FALLBACK, file)).toBe(file);
    }
  });
});

describe('the viewer-response function (NotFoundStatus)', () => {
  // CloudFront's docs give the request in a function's event as the one received from the viewer, so
  // each case runs on the viewer's URI and on the URI the viewer-request function rewrote it to.
  const both = (uri: string) => [uri, runViewerRequest(PAGE_FALLBACK, uri)];

  test('sends the not-found page with status 404, whichever URI the event carries', () => {
    for (const path of ['/no-such-page', '/no-such-page/', '/dashboard/x', '/admin/users/abc/def', '/es/nowhere']) {
      for (const uri of both(path)) expect(`${uri} ${runViewerResponse(NOT_FOUND_STATUS, uri)}`).toBe(`${uri} 404`);
    }
    expect(runViewerResponse(NOT_FOUND_STATUS, '/404.html')).toBe(404);
  });

  test('leaves every other answer as it is', () => {
    for (const path of [
      '/',
      '/terms/',
      '/dashboard',
      '/admin/users/abc',
      '/updates/first-court',
      '/assets/app.js',
      '/es/',
    ]) {
      for (const uri of both(path)) expect(`${uri} ${runViewerResponse(NOT_FOUND_STATUS, uri)}`).toBe(`${uri} 200`);
    }
    expect(runViewerResponse(NOT_FOUND_STATUS, '/auth', 200, { mode: 'signup' })).toBe(200);
    expect(runViewerResponse(NOT_FOUND_STATUS, '/terms', 304)).toBe(304);
  });

  test("leaves a 304 for the not-found page a 304: the browser's copy it confirms was sent with 404", () => {
    for (const uri of both('/no-such-page'))
      expect(`${uri} ${runViewerResponse(NOT_FOUND_STATUS, uri, 304)}`).toBe(`${uri} 304`);
  });

  test('agrees with the viewer-request function on every address', () => {
    for (const path of ADDRESSES) {
      const expected = pageFileFor(path).endsWith(NOT_FOUND_PAGE.file) ? 404 : 200;
      expect(`${path} ${runViewerResponse(NOT_FOUND_STATUS, path)}`).toBe(`${path} ${expected}`);
    }
  });
});

test("both functions fit CloudFront Functions' 10 KB of code", () => {
  expect(Buffer.byteLength(PAGE_FALLBACK)).toBeLessThan(10_240);
  expect(Buffer.byteLength(NOT_FOUND_STATUS)).toBeLessThan(10_240);
});
