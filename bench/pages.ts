/**
 * Every public page, and the signed-in dashboard, against the production build in the local stack:
 * Lighthouse mobile, median of 3 (bench/lighthouse.ts). A public page meets its budget at performance
 * 100 with TBT ≤ 50 ms and CLS ≤ 0.01; the dashboard, opened by the signed-in demo supporter, at an
 * LCP of 1.5 s at most. The not-found page is what a mistyped address shows (with status 404).
 */
import { loadavg } from 'node:os';
import type { BrowserContext } from 'playwright-core';
import type { Login } from '../infra/local/cognito-setup';
import { dashboardPaintMs } from './dashboard-paint';
import { lighthouseMedian } from './lighthouse';
import { type BenchRow, row } from './report';
import { signInOn } from './sign-in';
import { withSignedInStack } from './signed-in-stack';

const PUBLIC_PAGES = [
  { name: 'Landing', path: '/' },
  { name: 'Landing in Spanish', path: '/es/' },
  { name: 'Landing in Brazilian Portuguese', path: '/pt-br/' },
  { name: 'Landing in French', path: '/fr/' },
  { name: 'Landing in German', path: '/de/' },
  { name: 'Gym wall', path: '/wall' },
  { name: 'Contact', path: '/contact' },
  { name: 'Terms', path: '/terms' },
  { name: 'Privacy', path: '/privacy' },
  { name: 'Sign in', path: '/auth' },
  { name: 'Not found', path: '/no-such-page', notFound: true },
] as const;

const MAX_TBT_MS = 50;
const MAX_CLS = 0.01;
const DASHBOARD_MAX_LCP_MS = 1500;

const signedIn = (siteUrl: string, login: Login) => async (context: BrowserContext) => {
  const page = await context.newPage();
  await signInOn(page, siteUrl, login);
  await page.close();
};

export async function benchPages(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack }) => {
    const rows: BenchRow[] = [];
    const figuresText = (f: Awaited<ReturnType<typeof lighthouseMedian>>) =>
      `${f.scores.performance} · LCP ${f.lcpMs.toFixed(0)} ms · TBT ${f.tbtMs.toFixed(0)} ms · CLS ${f.cls.toFixed(3)} · FCP ${f.fcpMs.toFixed(0)} ms · SI ${f.speedIndexMs.toFixed(0)} ms · CPU ${f.cpuSlowdown}× (host index ${f.benchmarkIndex.toFixed(0)})`;
    for (const page of PUBLIC_PAGES) {
      const figures = await lighthouseMedian(`${stack.siteUrl}${page.path}`, {
        categories: ['performance'],
        notFound: 'notFound' in page,
      });
      const met = figures.scores.performance === 100 && figures.tbtMs <= MAX_TBT_MS && figures.cls <= MAX_CLS;
      rows.push(
        row(
          `Page ${page.path}`,
          `${page.name}: performance · LCP · TBT · CLS · FCP · SI (Lighthouse mobile, CPU slowdown calibrated to the host, median of 3)`,
          figuresText(figures),
          `100 · TBT ≤ ${MAX_TBT_MS} ms · CLS ≤ ${MAX_CLS}`,
          met,
        ),
      );
    }
    const dashboard = await lighthouseMedian(`${stack.siteUrl}/dashboard`, {
      categories: ['performance'],
      prepare: signedIn(stack.siteUrl, stack.users.demo),
    });
    rows.push(
      row(
        'Page /dashboard',
        'Dashboard, signed in: performance · LCP · TBT · CLS · FCP · SI (Lighthouse mobile, CPU slowdown calibrated to the host, median of 3)',
        figuresText(dashboard),
        `LCP ≤ ${DASHBOARD_MAX_LCP_MS} ms`,
        dashboard.lcpMs <= DASHBOARD_MAX_LCP_MS,
      ),
      row(
        'Page /dashboard',
        'Dashboard, signed in: LCP in Chromium without throttling (412 px wide, median of 7 loads)',
        `${(await dashboardPaintMs(stack.siteUrl, stack.users.demo)).toFixed(0)} ms`,
      ),
      row('Pages', 'machine load average (1 min) after the runs', loadavg()[0]?.toFixed(2) ?? '?'),
    );
    return rows;
  });
}
