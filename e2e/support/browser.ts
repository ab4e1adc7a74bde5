/** One Chromium for a journey file; every actor (visitor, supporter, admin, demo) gets a fresh context. */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../chromium';

/** Screenshots for a person to look over after a run; the folder is git-ignored. */
const SCREENSHOT_DIR = join(import.meta.dirname, '..', '.screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Generous for a shared two-core machine, short enough that a stuck step fails within the run budget. */
const STEP_TIMEOUT_MS = 15_000;

export interface Actor {
  context: BrowserContext;
  page: Page;
  /** Every URL this actor's browser requested, in order. */
  requests: string[];
  /** The page's latest console messages and errors, for the report of a journey that failed. */
  console: string[];
}

/** How many of its latest console messages an actor keeps. */
const CONSOLE_KEPT = 50;

export interface E2eBrowser {
  newActor(): Promise<Actor>;
  close(): Promise<void>;
}

export async function launchBrowser(baseURL: string): Promise<E2eBrowser> {
  // Playwright gives the browser a fresh temporary profile of its own and removes it on close.
  const browser: Browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    async newActor() {
      // reducedMotion: the site then scrolls and animates instantly, so nothing waits on a transition.
      const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion: 'reduce' });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
      const requests: string[] = [];
      context.on('request', (request) => requests.push(request.url()));
      const page = await context.newPage();
      const messages: string[] = [];
      const keep = (message: string) => {
        messages.push(message);
        if (messages.length > CONSOLE_KEPT) messages.shift();
      };
      page.on('console', (message) => keep(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => {
        keep(`page error: ${error.message}`);
        console.error(`[browser] page error on ${page.url()}: ${error.message}`);
      });
      return { context, page, requests, console: messages };
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * The page does not scroll sideways at its viewport's width, once it has laid itself out for it: after
 * a resize the admin layout swaps its sidebar and tables on a media-query or resize event, a frame or
 * more later, so the check waits up to a step's time for the width to fit before it fails.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // Strings: the e2e code is type-checked without the DOM library.
  const widths = '[document.documentElement.scrollWidth, document.documentElement.clientWidth]';
  const fits = await page
    .waitForFunction('document.documentElement.scrollWidth <= document.documentElement.clientWidth')
    .then(() => true)
    .catch(() => false);
  if (fits) return;
  const [scrollWidth, clientWidth] = await page.evaluate<[number, number]>(widths);
  assert.fail(`${where}: no horizontal scroll (${scrollWidth} > ${clientWidth})`);
}

/**
 * A full-page screenshot under e2e/.screenshots/<name>.png. With `fitWindow` the window is made as
 * tall as the page for the shot instead, so full-height sticky parts (the admin sidebar, `h-screen`)
 * are drawn as a person with that tall a window would see them.
 */
export async function screenshot(page: Page, name: string, { fitWindow = false } = {}): Promise<void> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // From the top: a full-page shot of a scrolled page draws sticky headers where the scroll left them.
  await page.evaluate('window.scrollTo(0, 0)');
  if (!fitWindow) {
    await page.screenshot({ path, fullPage: true });
    return;
  }
  const viewport = page.viewportSize() ?? DESKTOP;
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(viewport);
  }
}
