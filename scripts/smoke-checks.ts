/**
 * The checks `npm run smoke` makes on a deployed stage, from outside, as a visitor's browser and a
 * stranger's script would see it. Each check answers pass, fail or skip with one line of detail.
 */

import { checkApiUrlRefused, checkSecurityHeaders, checkWall, judgeMeWithoutToken } from './smoke-api-checks';
import { type Answer, Check, type CheckResult, describeError, type Probe, probeFor } from './smoke-probe';
import { checkMistypedAddress, checkRobotsTxt, checkSiteConfig } from './smoke-site-checks';

type Outcome = CheckResult['outcome'];

export interface SmokeOptions {
  /** The site's origin (the SiteUrl output or the custom domain). */
  siteUrl: string;
  /** The API's own URL (the ApiUrl output): it must refuse a direct call. Unknown: the check is skipped. */
  apiUrl?: string;
  /**
   * Checking `npm start`'s site: its server sends no CloudFront response headers, and its API has a
   * port of its own that answers directly, so those two checks are left to the cloud.
   */
  local?: boolean;
  /** Per request; a deployed stage answers well within it. */
  timeoutMs?: number;
}

/** Runs every check, in order, and returns their results (a failed request is a failed check, not a throw). */
export async function runSmokeChecks(options: SmokeOptions): Promise<CheckResult[]> {
  const probe = probeFor(new URL(options.siteUrl), options.timeoutMs ?? 15_000);
  const results: CheckResult[] = [];
  const run = async (name: string, check: (c: Check) => Promise<CheckResult> | CheckResult) => {
    const c = new Check(name);
    try {
      results.push(await check(c));
    } catch (error) {
      results.push(c.fail(describeError(error)));
    }
  };

  let landing: Answer | undefined;
  await run('landing page', async (c) => {
    landing = await probe.get(probe.at('/'));
    return judgeLandingPage(c, landing);
  });
  await run('landing page assets', (c) => checkLandingAssets(c, probe, landing));
  await run('/config.json', (c) => checkSiteConfig(c, probe));
  await run('/robots.txt', (c) => checkRobotsTxt(c, probe));
  await run('a mistyped address', (c) => checkMistypedAddress(c, probe));
  await run('/api/wall', (c) => checkWall(c, probe));
  let me: Answer | undefined;
  await run('/api/me without a token', async (c) => {
    me = await probe.get(probe.at('/api/me'));
    return judgeMeWithoutToken(c, me);
  });
  await run('security headers', (c) => checkSecurityHeaders(c, landing, me, options.local));
  await run('execute-api URL refused', (c) => checkApiUrlRefused(c, probe, options.apiUrl, options.local));
  return results;
}

function judgeLandingPage(c: Check, landing: Answer): CheckResult {
  const type = landing.headers.get('content-type') ?? '';
  if (landing.status !== 200 || !type.startsWith('text/html')) return c.fail(`${landing.status} ${type}`);
  return c.pass(`200 ${type}`);
}

async function checkLandingAssets(c: Check, { get, site }: Probe, landing: Answer | undefined): Promise<CheckResult> {
  if (landing?.status !== 200) return c.skip('no landing page to read them from');
  const assets = assetUrlsIn(landing.body, site);
  if (assets.length === 0) return c.fail('the page names no script or stylesheet');
  const answers = await Promise.all(assets.map(async (asset) => ({ asset, status: (await get(asset)).status })));
  const broken = answers.filter((answer) => answer.status !== 200);
  if (broken.length > 0) {
    return c.fail(broken.map(({ asset, status }) => `${asset.pathname} ${status}`).join(', '));
  }
  return c.pass(`${assets.length} answer 200 (${assets.map((asset) => asset.pathname).join(', ')})`);
}

/** The same-origin scripts and stylesheets a page loads (src of script, href of stylesheet and modulepreload links). */
export function assetUrlsIn(html: string, base: URL): URL[] {
  const found = new Map<string, URL>();
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const reference = (isScript ? /\bsrc=["']?([^"'\s>]+)/i : /\bhref=["']?([^"'\s>]+)/i).exec(tag)?.[1];
    if (!reference) continue;
    const url = new URL(reference, base);
    if (url.origin === base.origin) found.set(url.href, url);
  }
  return [...found.values()];
}

/** The report: one line per check, then the totals. */
export function formatResults(results: CheckResult[]): string {
  const label: Record<Outcome, string> = { pass: 'ok  ', fail: 'FAIL', skip: 'skip' };
  const lines = results.map((result) => `${label[result.outcome]}  ${result.name}: ${result.detail}`);
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  lines.push(`${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
  return lines.join('\n');
}
