/** The smoke checks of the API and the stage's defences: a public route, a refused one, the headers, the firewall. */
import { type Answer, type Check, type CheckResult, describeError, type Probe, parseJson } from './smoke-probe';

/** What CloudFront's response headers policy adds to every answer (infra/lib/site.ts). */
const PAGE_SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /default-src/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/i,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
};

const UNAUTHORIZED = JSON.stringify({ message: 'Unauthorized' });

export async function checkWall(c: Check, { get, at }: Probe): Promise<CheckResult> {
  const answer = await get(at('/api/wall'));
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status !== 200 || !type.startsWith('application/json') || parseJson(answer.body) === undefined) {
    return c.fail(`${answer.status} ${type}`);
  }
  return c.pass(`200 ${type}`);
}

/** The verdict on `/api/me` asked without a token. */
export function judgeMeWithoutToken(c: Check, me: Answer): CheckResult {
  const body = JSON.stringify(parseJson(me.body));
  if (me.status !== 401 || body !== UNAUTHORIZED) return c.fail(`${me.status} ${me.body.slice(0, 120)}`);
  return c.pass(`401 ${body}`);
}

/** The page's headers (CloudFront's, so not checked locally) and the API's nosniff, from answers already read. */
export function checkSecurityHeaders(
  c: Check,
  landing: Answer | undefined,
  me: Answer | undefined,
  local: boolean | undefined,
): CheckResult {
  if (!landing || !me) return c.skip('no answers to read them from');
  const apiNosniff = me.headers.get('x-content-type-options') === 'nosniff';
  if (local) {
    if (!apiNosniff) return c.fail('the API answer has no x-content-type-options: nosniff');
    return c.pass('x-content-type-options on the API; the page headers are added by CloudFront (not checked locally)');
  }
  const page = landing;
  const missing = Object.entries(PAGE_SECURITY_HEADERS)
    .filter(([name, pattern]) => !pattern.test(page.headers.get(name) ?? ''))
    .map(([name]) => name);
  if (!apiNosniff) missing.push('x-content-type-options (API)');
  if (missing.length > 0) return c.fail(`missing or wrong: ${missing.join(', ')}`);
  return c.pass(`${Object.keys(PAGE_SECURITY_HEADERS).join(', ')} on the page; nosniff on the API`);
}

/** The API's own URL must not answer: only the site's origin, behind the firewall, reaches it. */
export async function checkApiUrlRefused(
  c: Check,
  { get }: Probe,
  apiUrl: string | undefined,
  local: boolean | undefined,
): Promise<CheckResult> {
  if (!apiUrl) {
    return c.skip(
      local
        ? 'the local API has its own port and no firewall to go around (pass --api-url to try one)'
        : 'the API URL is not known: pass --api-url <the ApiUrl output>',
    );
  }
  const direct = new URL(`${apiUrl.replace(/\/$/, '')}/wall`);
  let status: number;
  try {
    status = (await get(direct)).status;
  } catch (error) {
    return c.pass(`no answer from ${direct.host} (${describeError(error)})`);
  }
  if (status >= 200 && status < 400)
    return c.fail(`${direct.href} answered ${status}: the API can be called around the firewall`);
  return c.pass(`${direct.host} answered ${status}`);
}
