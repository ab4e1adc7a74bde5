/**
 * The landing page's first load against the production build served locally: JS bytes (gzip) and
 * total bytes as Chromium fetched them, then Lighthouse 12 mobile, median of 3 runs.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { buildSite, SITE_BUILD_DIR } from '../infra/local/site-build';
import { startSiteServer } from '../infra/local/site-server';
import { type BenchRow, kb, median, row } from './report';

const RUNS = 3;

async function firstLoadBytes(url: string): Promise<{ jsGzip: number; totalGzip: number; files: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const bodies: Array<{ type: string; gzip: number }> = [];
    page.on('response', async (response) => {
      const body = await response.body().catch(() => null);
      if (body) bodies.push({ type: response.request().resourceType(), gzip: gzipSync(body).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sum = (items: typeof bodies) => items.reduce((total, item) => total + item.gzip, 0);
    return { jsGzip: sum(bodies.filter((b) => b.type === 'script')), totalGzip: sum(bodies), files: bodies.length };
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const numeric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

export async function benchLanding(): Promise<BenchRow[]> {
  await buildSite();
  const server = await startSiteServer({
    root: SITE_BUILD_DIR,
    host: '127.0.0.1',
    port: 0,
    config: {
      apiUrl: 'http://127.0.0.1:9',
      region: 'us-east-1',
      userPoolId: 'us-east-1_bench',
      userPoolClientId: 'bench',
      authFlow: 'USER_SRP_AUTH',
      pixelId: null,
      supportEmail: 'support@d1gang.local',
      stage: 'bench',
    },
  });
  try {
    const url = `${server.url}/`;
    const bytes = await firstLoadBytes(url);
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url));
    const med = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
    const performance = med((r) => r.performance);
    const accessibility = med((r) => r.accessibility);
    return [
      row('Landing', 'first-load JS (gzip)', kb(bytes.jsGzip), '≤ 110 KB', bytes.jsGzip <= 110 * 1024),
      row('Landing', `first-load total (gzip, ${bytes.files} files)`, kb(bytes.totalGzip)),
      row(
        'Landing',
        `Lighthouse performance (mobile, median of ${RUNS})`,
        String(performance),
        '≥ 95',
        performance >= 95,
      ),
      row('Landing', 'Lighthouse accessibility', String(accessibility), '≥ 95', accessibility >= 95),
      row('Landing', 'Lighthouse best practices', String(med((r) => r.bestPractices))),
      row('Landing', 'LCP', `${med((r) => r.lcpMs).toFixed(0)} ms`),
      row('Landing', 'TBT', `${med((r) => r.tbtMs).toFixed(0)} ms`),
      row('Landing', 'CLS', med((r) => r.cls).toFixed(3)),
    ];
  } finally {
    await server.close();
  }
}
