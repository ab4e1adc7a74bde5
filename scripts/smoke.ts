/**
 * `npm run smoke -- <site URL> [--api-url <ApiUrl output>] [--local]`: checks a deployed stage from
 * outside (docs/deploy.md, "After a deploy"). One line per check; exits 1 when any check fails, 2 on a
 * wrong command line.
 */
import { parseArgs } from 'node:util';
import { formatResults, runSmokeChecks } from './smoke-checks';

const USAGE = 'Usage: npm run smoke -- <site URL> [--api-url <the ApiUrl output>] [--local]';

function options() {
  try {
    const { values, positionals } = parseArgs({
      options: { 'api-url': { type: 'string' }, local: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    const [siteUrl, ...extra] = positionals;
    if (!siteUrl || extra.length > 0) throw new Error('Give exactly one site URL');
    for (const url of [siteUrl, values['api-url']]) {
      if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) throw new Error(`"${url}" is not an http(s) URL`);
    }
    return { siteUrl, apiUrl: values['api-url'], local: values.local };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { siteUrl, apiUrl, local } = options();
console.log(`Smoke test of ${siteUrl}${local ? ' (local)' : ''}`);
const results = await runSmokeChecks({ siteUrl, apiUrl, local });
console.log(formatResults(results));
process.exitCode = results.some((result) => result.outcome === 'fail') ? 1 : 0;
