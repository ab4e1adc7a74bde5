/**
 * How many API requests the signed-in screens make on their first load: the dashboard and tickets as
 * the demo supporter, the admin overview as the admin. Each screen is opened in a fresh tab of a
 * browser that is already signed in (the session in storage, nothing cached in memory), and every
 * request to /api until the network is idle is counted. The API is on the site's origin, so there is
 * no CORS preflight to count.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { signIn } from '../e2e/support/person';
import type { Login } from '../infra/local/cognito-setup';
import { type BenchRow, row } from './report';
import { withSignedInStack } from './signed-in-stack';

interface Screen {
  name: string;
  path: string;
  heading: string;
  as: 'demo' | 'admin';
  /** What the screen's data needs, at least. */
  minimum: number;
}

const SCREENS: Screen[] = [
  // GET /me: the tier, its submission and the purchase count.
  { name: 'Dashboard', path: '/dashboard', heading: 'Dashboard', as: 'demo', minimum: 1 },
  // GET /me/tickets, and GET /me for the account menu.
  { name: 'Tickets', path: '/tickets', heading: 'My Tickets', as: 'demo', minimum: 2 },
  // GET /admin/role (the guard), GET /admin/overview.
  { name: 'Admin overview', path: '/admin', heading: 'Dashboard Overview', as: 'admin', minimum: 2 },
];

async function apiRequestsOnFirstLoad(page: Page, screen: Screen): Promise<string[]> {
  const tab = await page.context().newPage();
  const api: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname.slice(4)}`);
  });
  await tab.goto(screen.path, { waitUntil: 'networkidle' });
  await tab.getByRole('heading', { name: screen.heading, exact: true }).waitFor();
  await tab.waitForLoadState('networkidle');
  await tab.close();
  return api;
}

export async function benchFirstLoadRequests(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack }) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const pages = new Map<Screen['as'], Page>();
      const signedIn = async (who: Screen['as'], login: Login) => {
        const context = await browser.newContext({ baseURL: stack.siteUrl });
        context.setDefaultTimeout(30_000);
        const page = await context.newPage();
        await signIn(page, login);
        pages.set(who, page);
        return page;
      };
      const rows: BenchRow[] = [];
      for (const screen of SCREENS) {
        const page = pages.get(screen.as) ?? (await signedIn(screen.as, stack.users[screen.as]));
        const requests = await apiRequestsOnFirstLoad(page, screen);
        rows.push(
          row(
            `First load ${screen.name}`,
            `API requests (${requests.join(', ') || 'none'})`,
            String(requests.length),
            `${screen.minimum}`,
            requests.length <= screen.minimum,
          ),
        );
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
}
