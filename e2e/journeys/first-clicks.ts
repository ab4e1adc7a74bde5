/**
 * Journey 24: on a phone, each prerendered page's primary control answers the first press, made as soon
 * as the page has loaded: before the app has been fetched, so the press itself starts it. The press
 * lands where the control is drawn, as a finger does (not Playwright's click, which would wait for the
 * control to be enabled and so hide a control that ignores the press).
 */
import assert from 'node:assert/strict';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { SUPPORT_EMAIL } from '@shared/support-email';
import type { Locator, Page } from 'playwright-core';
import { MOBILE } from '../support/browser';
import { see, seeHeading, seePath } from '../support/person';
import { APP_STARTED } from './app-start';
import type { Journey } from './journey-context';

/**
 * Logs each press as the page receives it (what it landed on, trusted or replayed, whether that part is
 * still in the page) and the app's ready announcement: the page's console is printed if the journey fails.
 * A string: the e2e code is compiled without the DOM library, and a function would carry compiler helpers.
 */
export const LOG_PRESSES = `
  const log = (text) => console.log('[press ' + Math.round(performance.now()) + ' ms] ' + text);
  for (const type of ['pointerdown', 'click']) {
    addEventListener(type, (event) => {
      const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 100) : String(event.target);
      log(type + (event.isTrusted ? '' : ' (replayed)') + ' at ' + event.clientX + ',' + event.clientY + ' on ' + target +
        (event.target.isConnected ? '' : ' (no longer in the page)'));
    }, true);
  }
  // APP_READY_EVENT (frontend/src/app/first-page.ts), which the e2e project does not compile.
  document.addEventListener('d1-app-ready', () => log('the app is ready'));
`;

/** Opens `path` at phone size; resolves on the load event, as `goto` does. */
export async function load(page: Page, path: string): Promise<void> {
  await page.setViewportSize(MOBILE);
  await page.goto(path);
}

/** Two rendering updates: a landing section scrolled into view lays out its real height on the next one. */
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Where the control is drawn: its box once two frames apart agree. A box read straight after a scroll
 * can predate the layout of the sections that scroll brought near (content-visibility), and a finger
 * only ever presses what was painted.
 */
async function drawnBox(control: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let box = await control.boundingBox();
  for (let frames = 0; frames < 50; frames += 1) {
    await control.page().evaluate(TWO_FRAMES);
    const next = await control.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y) return next;
    box = next;
  }
  assert.fail('the control never stayed in one place for two frames');
}

/** Presses the middle of the control where it is drawn now, whatever state it is in. */
export async function press(control: Locator): Promise<void> {
  const box = await drawnBox(control);
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export async function firstClicksWork(journey: Journey): Promise<void> {
  const { page } = await journey.visitor();
  await page.addInitScript(LOG_PRESSES);

  // /auth: the sign-up toggle, and "Forgot password?" with no email yet.
  await load(page, '/auth');
  assert.equal(await page.evaluate(APP_STARTED), false, 'the app has not started on /auth before the press');
  await press(page.getByRole('button', { name: 'Sign up', exact: true }));
  await seeHeading(page, 'Create Account');

  await load(page, '/auth');
  await press(page.getByRole('button', { name: 'Forgot password?' }));
  await see(page, MESSAGES.emailRequired);

  // /contact: the mailbox is in the page, and Send on the empty form gives the first validation message.
  await load(page, '/contact');
  assert.equal(await page.evaluate(APP_STARTED), false, 'the app has not started on /contact before the press');
  await see(page.getByRole('complementary', { name: 'Email us' }), SUPPORT_EMAIL);
  await press(page.getByRole('button', { name: 'Send Message' }));
  await see(page, MESSAGES.nameRequired);

  // The landing: View Packages brings the tiers into view, and a tier's Select asks a visitor to sign up.
  await load(page, '/');
  await press(page.getByRole('link', { name: 'View Packages' }));
  const packages = page.getByRole('heading', { level: 2, name: 'D1 Gang packages' });
  await packages.waitFor();
  assert.ok(await packages.isVisible(), 'the packages heading is shown');
  await page.waitForFunction(
    `(() => { const r = document.getElementById('tiers-title').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; })()`,
  );

  await load(page, '/');
  const starter = page.getByRole('article', { name: 'Starter' });
  const select = starter.getByRole('button', { name: 'Select' });
  await select.scrollIntoViewIfNeeded();
  await press(select);
  await see(page, CHECKOUT_MESSAGES.signInToBuy);
  await seePath(page, '/auth?mode=signup&tier=starter');
  await seeHeading(page, 'Create Account');

  // A signed-in supporter's account menu opens on the first press once it shows on a prerendered page.
  const supporter = await journey.signedIn(await journey.api.newSupporter('first-press'));
  await load(supporter.page, '/terms');
  const menu = supporter.page.getByRole('button', { name: 'Account menu' });
  await menu.waitFor();
  await press(menu);
  await supporter.page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await seeHeading(supporter.page, 'Dashboard');

  // Sign Out from a signed-in screen returns to / (not to the sign-in form that would bring them back).
  await supporter.page.getByRole('button', { name: 'Account menu' }).click();
  await supporter.page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await see(supporter.page, 'Signed out successfully');
  await seePath(supporter.page, '/');
  await seeHeading(supporter.page, 'Join the D1 Gang');
}
