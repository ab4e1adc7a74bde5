/**
 * The landing page's first load against the production build served locally: JS bytes (gzip) and
 * total bytes as Chromium fetched them, then Lighthouse 12 mobile, median of 3 runs, against the
 * budgets of docs/design.md (100 in every category, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.01, JS ≤ 95 KB).
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { reachFor } from '../e2e/journeys/app-start';
import { buildSite, SITE_BUILD_DIR } from '../infra/local/site-build';
import { startSiteServer } from '../infra/local/site-server';
import { LIGHTHOUSE_RUNS, lighthouseMedian } from './lighthouse';
import { type BenchRow, kb, row } from './report';

const JS_BUDGET_KB = 95;

interface LoadBytes {
  /** Scripts (gzip) fetched until the network is idle. */
  jsGzip: number;
  /** Every file (gzip) fetched until then, and how many. */
  totalGzip: number;
  files: number;
  /** Scripts (gzip) fetched once the visitor reaches for the page, until the app has started. */
  onUseJsGzip: number;
}

async function firstLoadBytes(url: string): Promise<LoadBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const bodies: Array<Promise<{ type: string; gzip: number } | null>> = [];
    page.on('response', (response) => {
      bodies.push(
        response
          .body()
          .then((body) => ({ type: response.request().resourceType(), gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const firstLoad = (await Promise.all(bodies.splice(0))).filter((body) => body !== null);
    await reachFor(page);
    const onUse = (await Promise.all(bodies.splice(0))).filter((body) => body !== null);
    const sum = (items: typeof firstLoad) => items.reduce((total, item) => total + item.gzip, 0);
    const scripts = (items: typeof firstLoad) => items.filter((body) => body.type === 'script');
    return {
      jsGzip: sum(scripts(firstLoad)),
      totalGzip: sum(firstLoad),
      files: firstLoad.length,
      onUseJsGzip: sum(scripts(onUse)),
    };
  } finally {
    await browser.close();
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
      stage: 'bench',
    },
  });
  try {
    const url = `${server.url}/`;
    const bytes = await firstLoadBytes(url);
    const figures = await lighthouseMedian(url, {
      categories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (metric: string, value = 0) => row('Landing', metric, String(value), '100', value >= 100);
    const { lcpMs: lcp, tbtMs: tbt, cls } = figures;
    return [
      row('Landing', 'first-load JS (gzip)', kb(bytes.jsGzip), '≤ 95 KB', bytes.jsGzip <= JS_BUDGET_KB * 1024),
      row('Landing', `first-load total (gzip, ${bytes.files} files)`, kb(bytes.totalGzip)),
      row(
        'Landing',
        'JS fetched when the visitor reaches for the page, until the app runs (gzip)',
        kb(bytes.onUseJsGzip),
      ),
      score(`Lighthouse performance (mobile, median of ${LIGHTHOUSE_RUNS})`, figures.scores.performance),
      score('Lighthouse accessibility', figures.scores.accessibility),
      score('Lighthouse best practices', figures.scores['best-practices']),
      score('Lighthouse SEO', figures.scores.seo),
      row('Landing', 'LCP', `${lcp.toFixed(0)} ms`, '≤ 1200 ms', lcp <= 1200),
      row('Landing', 'TBT', `${tbt.toFixed(0)} ms`, '≤ 50 ms', tbt <= 50),
      row('Landing', 'CLS', cls.toFixed(3), '≤ 0.01', cls <= 0.01),
      row(
        'Landing',
        "Lighthouse's CPU slowdown, calibrated to the host (its benchmark index)",
        `${figures.cpuSlowdown}× (${figures.benchmarkIndex.toFixed(0)})`,
      ),
      row('Landing', 'machine load average (1 min) after the runs', loadavg()[0]?.toFixed(2) ?? '?'),
    ];
  } finally {
    await server.close();
  }
}
