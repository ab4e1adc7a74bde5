/**
 * Journey 23: a prerendered public page reads and navigates without the app; its boot module starts
 * tracking after the first paint, and fetches and starts the app when the visitor reaches for the
 * page. A button pressed before the app runs is pressed again once it does (Send on a form too), what was
 * typed into a form before the app ran is what the form sends, and a visitor with a stored session never sees the Sign
 * In the page was prerendered with.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CONTACT_MESSAGES } from '../../shared/contact-messages';
import { see, seePath } from '../support/person';
import { uniqueLogin } from '../support/store-api';
import type { Journey } from './journey-context';

/** The landing's gameplay clip, a click-to-load video (features/landing/components/video-facade.tsx). */
const VIDEO_TITLE = 'Jump shot timing gameplay';
const PLAY_VIDEO = `Play video: ${VIDEO_TITLE}`;

/** The app's entry chunk, which the boot module imports. */
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

/** The stage's settings, which tracking reads once the boot module has seen the first paint. */
const STAGE_CONFIG = /^\/config\.json$/;

/** Whether the page has requested a file whose path matches `path`, in the page. */
const requested = (path: RegExp) => {
  const pattern = JSON.stringify(path.source);
  return `performance.getEntriesByType('resource').some((e) => new RegExp(${pattern}).test(new URL(e.name).pathname))`;
};

/** Whether React has taken the page's root (hydrateRoot marks the container it renders into), in the page. */
export const APP_STARTED = `Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))`;

/**
 * Whether the boot module has asked for the app, in the page: it adds the entry's imports as module
 * preloads and imports the entry in the same task, so this is true as soon as an event has started it
 * (the entry's resource timing appears only once its response is in).
 */
const APP_ASKED_FOR = `document.querySelector('link[rel="modulepreload"]') !== null || ${requested(APP_ENTRY)}`;

/** Moves the pointer over the page, as a person reaching for it does, and waits for the app to start. */
export async function reachFor(page: Page): Promise<void> {
  // Two moves: a pointer already resting where the last page left it reports no movement.
  await page.mouse.move(30, 30);
  await page.mouse.move(60, 60);
  await page.waitForFunction(APP_STARTED);
}

/** Holds every request for the app's entry until `release` is called: the page stays without its app. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records the page's console errors, hydration warnings and uncaught errors into `problems`. */
function collectProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}

export async function appStartsWhenUsed(journey: Journey): Promise<void> {
  // Untouched, the landing, the forms and the wall (its names written in by its own small script) neither
  // fetch nor run the app once painted (tracking has read the stage's settings); a pointer on the page
  // fetches and starts it.
  const reader = (await journey.visitor()).page;
  const problems: string[] = [];
  collectProblems(reader, problems);
  for (const path of ['/', '/contact', '/auth', '/wall']) {
    await reader.goto(path);
    await reader.getByRole('link', { name: 'Sign In' }).waitFor();
    await reader.waitForFunction(requested(STAGE_CONFIG));
    // A browser reports a move without movement when what lies under a resting pointer changes (a page
    // laying itself out under it; Chromium's, at the corner of a fresh page): that is not the visitor.
    await reader.mouse.move(0, 0);
    assert.equal(
      await reader.evaluate(APP_ASKED_FOR),
      false,
      `the app is not fetched on ${path} before the visitor reaches for the page`,
    );
    assert.equal(
      await reader.evaluate(APP_STARTED),
      false,
      `the app does not run on ${path} before the visitor reaches for the page`,
    );
    await reachFor(reader);
  }

  // The gameplay video's Play pressed before the app runs is not lost: once it runs, the press plays it.
  const viewer = (await journey.visitor()).page;
  collectProblems(viewer, problems);
  await viewer.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  const releaseViewer = await holdTheApp(viewer);
  await viewer.goto('/');
  await viewer.getByRole('button', { name: PLAY_VIDEO }).click();
  assert.equal(await viewer.locator('iframe').count(), 0, 'nothing plays while the app is held back');
  releaseViewer();
  await viewer.getByTitle(VIDEO_TITLE).waitFor();

  // The contact form typed into and sent while the app is still on its way: the press is held, and once
  // the app runs, what was typed before it took the fields over is what it sends.
  const writer = (await journey.visitor()).page;
  collectProblems(writer, problems);
  const releaseWriter = await holdTheApp(writer);
  const { email } = uniqueLogin('early-writer');
  await writer.goto('/contact');
  await writer.getByLabel('Name', { exact: true }).fill('Early Writer');
  await writer.getByLabel('Email', { exact: true }).fill(email);
  await writer.getByLabel('Message', { exact: true }).fill('Typed before the app ran');
  await writer.getByRole('button', { name: 'Send Message' }).click();
  assert.equal(await writer.evaluate(APP_STARTED), false, 'the app is held back while the visitor types and sends');
  assert.equal(new URL(writer.url()).pathname, '/contact', 'the bare form was not sent');
  releaseWriter();
  await see(writer, CONTACT_MESSAGES.sent);
  assert.deepEqual(
    (await journey.api.contactsFrom(journey.admin, email)).map(({ name, message }) => ({ name, message })),
    [{ name: 'Early Writer', message: 'Typed before the app ran' }],
  );

  // The same on the sign-in form: the email and password typed before the app ran sign the supporter in.
  const returningSupporter = (await journey.visitor()).page;
  collectProblems(returningSupporter, problems);
  const releaseSignIn = await holdTheApp(returningSupporter);
  await returningSupporter.goto('/auth');
  await returningSupporter.getByLabel('Email', { exact: true }).fill(journey.demo.email);
  await returningSupporter.getByLabel('Password', { exact: true }).fill(journey.demo.password);
  releaseSignIn();
  await returningSupporter.getByRole('button', { name: 'Sign In', exact: true }).click();
  await seePath(returningSupporter, '/dashboard');

  // A stored session: the signed-out controls stay hidden until the app knows the session. This one is
  // stale, so once the app has looked, Sign In shows.
  const returning = await journey.visitor();
  collectProblems(returning.page, problems);
  await returning.context.addInitScript(() =>
    localStorage.setItem('CognitoIdentityServiceProvider.stale.LastAuthUser', 'someone'),
  );
  const releaseReturning = await holdTheApp(returning.page);
  await returning.page.goto('/');
  await returning.page.locator('html[data-stored-session]').waitFor({ state: 'attached' });
  const signIn = returning.page.getByRole('link', { name: 'Sign In' });
  assert.equal(await signIn.isVisible(), false, 'Sign In is hidden while a stored session is unchecked');
  releaseReturning();
  await signIn.waitFor({ state: 'visible' });
  assert.deepEqual(problems, [], 'no console error or hydration warning');
}
