/**
 * The signed-in dashboard's largest paint in Chromium without throttling: what a person on a fast
 * machine and network waits for. Lighthouse's simulation replays the work it observed on a model of
 * a slow phone and leaves out time the page spent waiting on its own timers, so a wait React added
 * (its Suspense throttle held the dashboard 300 ms) shows here and not there.
 */
import type { EntryType } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import type { Login } from '../infra/local/cognito-setup';
import { median } from './report';
import { signInOn } from './sign-in';

const LOADS = 7;
// Node's types know fewer entry types than the browser this runs in.
const LARGEST_PAINT = 'largest-contentful-paint' as EntryType;
/** The width Lighthouse's mobile emulation uses, so the same element is the largest paint. */
const MOBILE_VIEWPORT = { width: 412, height: 823 };

/** The dashboard's LCP in ms, median of LOADS loads after one signed-in visit. */
export async function dashboardPaintMs(siteUrl: string, login: Login): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT });
    const page = await context.newPage();
    await signInOn(page, siteUrl, login);
    const paints: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(`${siteUrl}/dashboard`);
      // The demo supporter owns no tier: the tier cards' heading is the dashboard's last paint.
      await page.getByRole('heading', { name: 'Choose your tier' }).waitFor();
      paints.push(
        await page.evaluate(
          (type) =>
            new Promise<number>((resolve, reject) => {
              // Buffered entries arrive at once after a paint; none within 10 s means the page never painted.
              setTimeout(() => reject(new Error('No largest-contentful-paint entry within 10 s')), 10_000);
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
                type,
                buffered: true,
              });
            }),
          LARGEST_PAINT,
        ),
      );
    }
    return median(paints);
  } finally {
    await browser.close();
  }
}
