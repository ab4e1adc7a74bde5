/** The smoke checks of the site's own files: its config, its robots.txt and its not-found page. */
import { NOT_FOUND_PAGE } from '../shared/site-pages';
import { type Check, type CheckResult, type Probe, parseJson } from './smoke-probe';

export async function checkSiteConfig(c: Check, { get, at }: Probe): Promise<CheckResult> {
  const answer = await get(at('/config.json'));
  if (answer.status !== 200) return c.fail(String(answer.status));
  const config = parseJson(answer.body) as { stage?: unknown; apiUrl?: unknown } | undefined;
  if (typeof config?.stage !== 'string' || typeof config.apiUrl !== 'string') {
    return c.fail('200, but not the site config (stage, apiUrl)');
  }
  return c.pass(`200, stage ${config.stage}, API at ${config.apiUrl}`);
}

export async function checkRobotsTxt(c: Check, { get, at }: Probe): Promise<CheckResult> {
  const answer = await get(at('/robots.txt'));
  if (answer.status !== 200 || !/user-agent/i.test(answer.body)) return c.fail(String(answer.status));
  return c.pass('200');
}

export async function checkMistypedAddress(c: Check, { get, at }: Probe): Promise<CheckResult> {
  const answer = await get(at('/no-such-page'));
  const notFoundPage = answer.body.includes(`<title>${NOT_FOUND_PAGE.title}</title>`);
  if (answer.status !== 404 || !notFoundPage) {
    return c.fail(`${answer.status}${notFoundPage ? '' : ', not the not-found page'}`);
  }
  return c.pass('404, the not-found page');
}
