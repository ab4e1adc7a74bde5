/**
 * Lighthouse 12 with its default settings (mobile, simulated throttling) in a fresh headless Chromium,
 * median of 3 runs. A page behind sign-in is prepared in the same browser first (`prepare`), and its
 * storage is kept for the audit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median } from './report';

export const LIGHTHOUSE_RUNS = 3;

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseFigures {
  /** Each asked category's score, 0 to 100. */
  scores: Partial<Record<Category, number>>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseOptions {
  categories: readonly Category[];
  /** Runs in the browser the audit will use (signing in, say) before each run. */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The page answers 404 on purpose (the not-found page): audit it, where Lighthouse would stop. */
  notFound?: boolean;
}

async function prepared(port: number, prepare: NonNullable<LighthouseOptions['prepare']>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('The audit browser has no default context to prepare');
  await prepare(context);
}

async function lighthouseRun(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (options.prepare) await prepared(chrome.port, options.prepare);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...options.categories],
      disableStorageReset: options.prepare !== undefined,
      ignoreStatusCode: options.notFound === true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
    const numeric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(
        options.categories.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
      ),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over LIGHTHOUSE_RUNS runs, one after another. */
export async function lighthouseMedian(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await lighthouseRun(url, options));
  const med = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(options.categories.map((key) => [key, med((run) => run.scores[key] ?? 0)])),
    lcpMs: med((run) => run.lcpMs),
    tbtMs: med((run) => run.tbtMs),
    cls: med((run) => run.cls),
  };
}
