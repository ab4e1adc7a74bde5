/**
 * The checks `npm run smoke` makes on a deployed stage, from outside, as a visitor's browser and a
 * stranger's script would see it. Each check answers pass, fail or skip with one line of detail.
 */

import { NOT_FOUND_PAGE } from '../shared/site-pages';

type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

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

/** What CloudFront's response headers policy adds to every answer (infra/lib/site.ts). */
const PAGE_SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /default-src/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/i,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
};

const UNAUTHORIZED = JSON.stringify({ message: 'Unauthorized' });

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

class Check {
  constructor(readonly name: string) {}
  pass = (detail: string): CheckResult => ({ name: this.name, outcome: 'pass', detail });
  fail = (detail: string): CheckResult => ({ name: this.name, outcome: 'fail', detail });
  skip = (detail: string): CheckResult => ({ name: this.name, outcome: 'skip', detail });
}

/** Runs every check, in order, and returns their results (a failed request is a failed check, not a throw). */
export async function runSmokeChecks(options: SmokeOptions): Promise<CheckResult[]> {
  const site = new URL(options.siteUrl);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const get = async (url: URL | string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const at = (path: string) => new URL(path, site);
  const results: CheckResult[] = [];
  const run = async (name: string, check: (c: Check) => Promise<CheckResult>) => {
    const c = new Check(name);
    try {
      results.push(await check(c));
    } catch (error) {
      results.push(c.fail(describe(error)));
    }
  };

  let landing: Answer | undefined;
  await run('landing page', async (c) => {
    landing = await get(at('/'));
    const type = landing.headers.get('content-type') ?? '';
    if (landing.status !== 200 || !type.startsWith('text/html')) return c.fail(`${landing.status} ${type}`);
    return c.pass(`200 ${type}`);
  });

  await run('landing page assets', async (c) => {
    if (landing?.status !== 200) return c.skip('no landing page to read them from');
    const assets = assetUrlsIn(landing.body, site);
    if (assets.length === 0) return c.fail('the page names no script or stylesheet');
    const answers = await Promise.all(assets.map(async (asset) => ({ asset, status: (await get(asset)).status })));
    const broken = answers.filter((answer) => answer.status !== 200);
    if (broken.length > 0) {
      return c.fail(broken.map(({ asset, status }) => `${asset.pathname} ${status}`).join(', '));
    }
    return c.pass(`${assets.length} answer 200 (${assets.map((asset) => asset.pathname).join(', ')})`);
  });

  await run('/config.json', async (c) => {
    const answer = await get(at('/config.json'));
    if (answer.status !== 200) return c.fail(String(answer.status));
    const config = parseJson(answer.body) as { stage?: unknown; apiUrl?: unknown } | undefined;
    if (typeof config?.stage !== 'string' || typeof config.apiUrl !== 'string') {
      return c.fail('200, but not the site config (stage, apiUrl)');
    }
    return c.pass(`200, stage ${config.stage}, API at ${config.apiUrl}`);
  });

  await run('/robots.txt', async (c) => {
    const answer = await get(at('/robots.txt'));
    if (answer.status !== 200 || !/user-agent/i.test(answer.body)) return c.fail(String(answer.status));
    return c.pass('200');
  });

  await run('a mistyped address', async (c) => {
    const answer = await get(at('/no-such-page'));
    const notFoundPage = answer.body.includes(`<title>${NOT_FOUND_PAGE.title}</title>`);
    if (answer.status !== 404 || !notFoundPage) {
      return c.fail(`${answer.status}${notFoundPage ? '' : ', not the not-found page'}`);
    }
    return c.pass('404, the not-found page');
  });

  await run('/api/wall', async (c) => {
    const answer = await get(at('/api/wall'));
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status !== 200 || !type.startsWith('application/json') || parseJson(answer.body) === undefined) {
      return c.fail(`${answer.status} ${type}`);
    }
    return c.pass(`200 ${type}`);
  });

  let me: Answer | undefined;
  await run('/api/me without a token', async (c) => {
    me = await get(at('/api/me'));
    const body = JSON.stringify(parseJson(me.body));
    if (me.status !== 401 || body !== UNAUTHORIZED) return c.fail(`${me.status} ${me.body.slice(0, 120)}`);
    return c.pass(`401 ${body}`);
  });

  await run('security headers', async (c) => {
    if (!landing || !me) return c.skip('no answers to read them from');
    const apiNosniff = me.headers.get('x-content-type-options') === 'nosniff';
    if (options.local) {
      if (!apiNosniff) return c.fail('the API answer has no x-content-type-options: nosniff');
      return c.pass(
        'x-content-type-options on the API; the page headers are added by CloudFront (not checked locally)',
      );
    }
    const page = landing;
    const missing = Object.entries(PAGE_SECURITY_HEADERS)
      .filter(([name, pattern]) => !pattern.test(page.headers.get(name) ?? ''))
      .map(([name]) => name);
    if (!apiNosniff) missing.push('x-content-type-options (API)');
    if (missing.length > 0) return c.fail(`missing or wrong: ${missing.join(', ')}`);
    return c.pass(`${Object.keys(PAGE_SECURITY_HEADERS).join(', ')} on the page; nosniff on the API`);
  });

  await run('execute-api URL refused', async (c) => {
    if (!options.apiUrl) {
      return c.skip(
        options.local
          ? 'the local API has its own port and no firewall to go around (pass --api-url to try one)'
          : 'the API URL is not known: pass --api-url <the ApiUrl output>',
      );
    }
    const direct = new URL(`${options.apiUrl.replace(/\/$/, '')}/wall`);
    let status: number;
    try {
      status = (await get(direct)).status;
    } catch (error) {
      return c.pass(`no answer from ${direct.host} (${describe(error)})`);
    }
    if (status >= 200 && status < 400)
      return c.fail(`${direct.href} answered ${status}: the API can be called around the firewall`);
    return c.pass(`${direct.host} answered ${status}`);
  });

  return results;
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** The report: one line per check, then the totals. */
export function formatResults(results: CheckResult[]): string {
  const label: Record<Outcome, string> = { pass: 'ok  ', fail: 'FAIL', skip: 'skip' };
  const lines = results.map((result) => `${label[result.outcome]}  ${result.name}: ${result.detail}`);
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  lines.push(`${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
  return lines.join('\n');
}
