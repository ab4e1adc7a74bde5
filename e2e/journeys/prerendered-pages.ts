/**
 * Journey 12: the public pages are readable before any script runs (prerendered at build), the app's
 * scripts load after the first paint, and the app, once the visitor reaches for the page, hydrates them
 * without a mismatch. A mistyped address is the prerendered not-found page, with status 404.
 */
import assert from 'node:assert/strict';
import { NOT_FOUND_PAGE } from '../../shared/site-pages';
import { TIERS } from '../../shared/tiers';
import { see, seeHeading } from '../support/person';
import { reachFor } from './app-start';
import type { Journey } from './journey-context';

/** The page's HTML as the server sends it: what a crawler or a browser without JavaScript gets. */
async function rawHtml(journey: Journey, path: string): Promise<string> {
  const response = await fetch(new URL(path, journey.stack.siteUrl));
  assert.equal(response.status, 200, `${path} answers 200`);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  return response.text();
}

/** Text as React escapes it in HTML (the FAQ's apostrophes and ampersands). */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

export async function publicPagesArePrerendered(journey: Journey): Promise<void> {
  const home = await rawHtml(journey, '/');
  assert.match(home, /<title>D1 Gang \| Early Supporter Packages<\/title>/);
  assert.match(home, /<link rel="canonical" href="[^"]+\/" \/>/);
  // One script, the boot module that starts the app: no part of the page waits for an inline script to be revealed.
  assert.equal(home.match(/<script/g)?.length, 1, 'the landing HTML has only the app script');
  const boot = home.match(/<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>/)?.[1];
  assert.ok(boot, 'the landing HTML loads the boot module');
  assert.doesNotMatch(home, /rel="modulepreload"/, "the landing HTML does not preload the app's scripts");
  for (const copy of [
    'Join the D1 Gang',
    'Release is estimated for 2027. Release timelines are estimates and not guaranteed.',
    'D1 Gang packages',
    'Frequently asked questions',
    'Release dates are estimates and are not guaranteed.',
  ]) {
    assert.ok(home.includes(asHtml(copy)), `the landing HTML holds "${copy}" before any script runs`);
  }
  for (const tier of TIERS) assert.ok(home.includes(asHtml(tier.name)), `the landing HTML lists the ${tier.name} tier`);
  // The FAQ's questions and their answers, closed but present (the landing's screen tests cover all ten).
  for (const copy of ['What is your refund policy?', '30-day money-back guarantee', 'Which platforms will it be on?']) {
    assert.ok(home.includes(asHtml(copy)), `the landing HTML's FAQ holds "${copy}"`);
  }

  const terms = await rawHtml(journey, '/terms');
  assert.match(terms, /<title>Terms of Service \| D1 Gang<\/title>/);
  assert.ok(terms.includes('Terms of Service'), 'the terms HTML holds its heading');
  assert.ok(terms.includes('Purchases are final and non-refundable.'), 'the terms HTML holds the purchase terms');
  assert.ok(terms.includes('30-day money-back guarantee'), 'the terms HTML names the money-back guarantee');

  const auth = await rawHtml(journey, '/auth');
  assert.match(auth, /<title>Sign In \| D1 Gang<\/title>/);
  assert.match(auth, /<meta name="robots" content="noindex" \/>/);
  assert.ok(auth.includes('Welcome Back'), 'the /auth HTML holds the sign-in form');
  assert.doesNotMatch(
    await rawHtml(journey, '/auth?mode=signup'),
    /Welcome Back/,
    'the sign-up form boots from the shell',
  );

  const mistyped = await fetch(new URL('/no-such-page', journey.stack.siteUrl));
  assert.equal(mistyped.status, 404, 'a mistyped address answers 404');
  assert.ok((await mistyped.text()).includes(`<title>${NOT_FOUND_PAGE.title}</title>`), 'with the not-found page');

  // In Chromium with JavaScript off: the same copy is on screen, none of it hidden until a script reveals it.
  const { context } = await journey.visitor();
  const browser = context.browser();
  assert.ok(browser, 'the visitor runs in a browser');
  const noScript = await browser.newContext({ baseURL: journey.stack.siteUrl, javaScriptEnabled: false });
  try {
    const page = await noScript.newPage();
    await page.goto('/');
    await seeHeading(page, 'Join the D1 Gang');
    await see(page, 'Release is estimated for 2027. Release timelines are estimates and not guaranteed.');
    await page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Starter' }).waitFor();
    await page.goto('/terms');
    await seeHeading(page, 'Terms of Service');
    await see(page, 'Purchases are final and non-refundable.', { partial: true });
  } finally {
    await noScript.close();
  }

  // With scripts, React takes the page over without a hydration mismatch.
  const live = await journey.visitor();
  const problems: string[] = [];
  live.page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  live.page.on('pageerror', (error) => problems.push(error.message));
  await live.page.goto('/');
  await reachFor(live.page);
  // The app's scripts did not compete with the first paint: each was requested after it.
  const loading = await live.page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  assert.ok(loading.firstPaint !== undefined, 'Chromium reports the first contentful paint');
  const appScripts = loading.scripts.filter((script) => script.path !== boot);
  assert.ok(appScripts.length > 0, "the app's scripts loaded");
  for (const script of appScripts) {
    assert.ok(
      script.start > (loading.firstPaint ?? Number.POSITIVE_INFINITY),
      `${script.path} was requested at ${script.start} ms, after the first paint at ${loading.firstPaint} ms`,
    );
  }
  await live.page.goto('/terms');
  await seeHeading(live.page, 'Terms of Service');
  await reachFor(live.page);
  await live.page.goto('/auth');
  await seeHeading(live.page, 'Welcome Back');
  await reachFor(live.page);
  assert.deepEqual(problems, [], 'no console error or hydration warning on /, /terms and /auth');

  // The not-found page hydrates too: its link home is the app's. Chromium reports the 404 itself, and
  // the screen logs the missing path.
  const notFound = await live.page.goto('/admin/users/abc/def');
  assert.equal(notFound?.status(), 404, 'a path no screen claims answers 404 in the browser');
  await seeHeading(live.page, '404 - Oops! Page not found');
  await reachFor(live.page);
  await live.page.getByRole('link', { name: 'Return to Home' }).click();
  await seeHeading(live.page, 'Join the D1 Gang');
  const expected = /status of 404|404 Error: User attempted to access non-existent route/;
  assert.deepEqual(
    problems.filter((problem) => !expected.test(problem)),
    [],
    'no other console error or hydration warning on the not-found page',
  );
}
