/** axe-core in the page: the serious and critical violations, printed so they can be fixed. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The minified build of the axe-core that @axe-core/playwright runs: the page parses and compiles it
 * on every check, as each check follows a navigation, and the unminified default is over twice its size.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Lays out and paints everything `content-visibility: auto` skips while it is far from the screen (the
 * landing's sections below the fold), as it is once a visitor scrolls to it. Chromium skips style and
 * layout of such content; axe, which reads every node's computed colour and size without scrolling,
 * then now and then read a skipped section's text as black (#000000) at 16 px on the dark background:
 * 3 of 30 loads of `/` failed color-contrast with 65 to 76 nodes, all in the sections below the fold,
 * while the same nodes read #f5f5f7 in the browser's own getComputedStyle and on screen. With this
 * style the same loop passed every time, and a colour planted too dark still fails.
 */
const PAINT_SKIPPED_CONTENT = '* { content-visibility: visible !important; }';

/** Runs axe on the page as a person sees it; returns one line per serious or critical violation. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const skipping = await page.evaluate(`[...document.querySelectorAll('*')].some(
    (element) => getComputedStyle(element).contentVisibility === 'auto')`);
  if (skipping) {
    await page.addStyleTag({ content: PAINT_SKIPPED_CONTENT });
    // Two frames: the style applies in the next one, and the sections are laid out and painted by the one after.
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  }
  const axe = new AxeBuilder({ page, axeSource: AXE_SOURCE });
  // A page without frames is checked whole by axe.run in the page itself, with the same rules: the
  // frame-by-frame mode, needed to reach into other origins' frames, merges its results in a second,
  // blank page that loads axe again.
  if (page.frames().length === 1) axe.setLegacyMode();
  const results = await axe.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  for (const violation of results.violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
    console.log(
      `[axe] ${label}: ${violation.impact ?? 'unknown'} ${violation.id} (${violation.help}) at ${targets.join(', ')}`,
    );
  }
  return blocking.map((violation) => `${label}: ${violation.impact} ${violation.id} (${violation.nodes.length} nodes)`);
}
