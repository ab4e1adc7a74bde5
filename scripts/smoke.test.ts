/**
 * `npm run smoke` against `npm start`'s stack (started the same way, on free ports, with a small site
 * folder in place of the SPA build): the script itself runs, as an operator runs it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePorts } from '../infra/local/ports';
import { type RunningStack, startStack } from '../infra/local/stack';
import { assetUrlsIn } from './smoke-checks';

const ROOT = resolve(__dirname, '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

const LANDING = `<!doctype html><html><head><title>D1 Gang</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
<link rel="icon" href="/favicon.svg">
<script>window.inline = true;</script>
</head><body><p>landing</p></body></html>`;

interface ScriptRun {
  code: number | null;
  lines: string[];
}

/** `npm run smoke -- <args>`, as package.json runs it. */
function smoke(args: string[]): Promise<ScriptRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(TSX, ['--tsconfig', 'tsconfig.node.json', 'scripts/smoke.ts', ...args], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, lines: output.trim().split('\n') }));
  });
}

describe('npm run smoke against the local stack', () => {
  let running: RunningStack;
  let dataDir: string;
  let siteDir: string;
  const progress: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'd1-smoke-data-'));
    siteDir = mkdtempSync(join(tmpdir(), 'd1-smoke-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), LANDING);
    writeFileSync(join(siteDir, 'app.html'), '<!doctype html><title>D1 Gang</title>');
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("d1");');
    writeFileSync(join(siteDir, 'assets', 'index-abc123.css'), 'body{margin:0}');
    writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Page not found | D1 Gang</title>');
    running = await startStack({
      dataDir,
      ports: await findFreePorts(),
      site: { kind: 'static', dir: siteDir },
      stripeSecretKey: 'sk_test_local',
      reconcileSeconds: 0,
      progress: (line) => progress.push(line),
      echo: (line) => progress.push(line),
    });
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  });

  test('--local: every check a local stack can answer passes, the cloud-only one says skipped', async () => {
    const { siteUrl } = running.stack;

    const run = await smoke([siteUrl, '--local']);

    expect(run.lines).toEqual([
      `Smoke test of ${siteUrl} (local)`,
      'ok    landing page: 200 text/html; charset=utf-8',
      'ok    landing page assets: 2 answer 200 (/assets/index-abc123.js, /assets/index-abc123.css)',
      'ok    /config.json: 200, stage local, API at /api',
      'ok    /robots.txt: 200',
      'ok    a mistyped address: 404, the not-found page',
      'ok    /api/wall: 200 application/json; charset=utf-8',
      'ok    /api/me without a token: 401 {"message":"Unauthorized"}',
      'ok    security headers: x-content-type-options on the API; the page headers are added by CloudFront (not checked locally)',
      'skip  execute-api URL refused: the local API has its own port and no firewall to go around (pass --api-url to try one)',
      '8 passed, 0 failed, 1 skipped',
    ]);
    expect(run.code).toBe(0);
  }, 60_000);

  test('as for the cloud: the missing CloudFront headers and an API that answers directly fail, exit 1', async () => {
    const { siteUrl, apiUrl } = running.stack;

    const run = await smoke([siteUrl, '--api-url', apiUrl]);

    expect(run.lines).toContain(
      'FAIL  security headers: missing or wrong: content-security-policy, strict-transport-security, x-content-type-options, x-frame-options, referrer-policy',
    );
    expect(run.lines).toContain(
      `FAIL  execute-api URL refused: ${apiUrl}/wall answered 200: the API can be called around the firewall`,
    );
    expect(run.lines.at(-1)).toBe('7 passed, 2 failed, 0 skipped');
    expect(run.code).toBe(1);
  }, 60_000);

  test('a wrong command line is refused with the usage, exit 2', async () => {
    const run = await smoke(['--local']);

    expect(run.lines).toEqual([
      'Give exactly one site URL',
      'Usage: npm run smoke -- <site URL> [--api-url <the ApiUrl output>] [--local]',
    ]);
    expect(run.code).toBe(2);
  }, 60_000);
});

describe('assetUrlsIn', () => {
  test('finds the same-origin scripts, stylesheets and module preloads, not icons, inline or other sites', () => {
    const base = new URL('https://store.example.com/');
    const html = `${LANDING}<link rel="modulepreload" href="/assets/vendor-1.js">
<script src="https://connect.facebook.net/en_US/fbevents.js"></script>`;

    expect(assetUrlsIn(html, base).map((url) => url.pathname)).toEqual([
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/vendor-1.js',
    ]);
  });
});
