/**
 * Each Lambda as CDK bundles it (`cdk synth`): the size of what loads at cold start (the entry and the
 * chunks it imports statically) and of all its code, and the median cold import time over 15 fresh
 * Node processes started with the NODE_OPTIONS the template gives the function, also as a ratio to a
 * bare `node -e ''` start measured in the same run (so a busy machine shows as a higher baseline, not
 * as a slower Lambda).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '@shared/contract/lambda-env';
import { codeFiles, coldStartFiles, sizeOf } from '../infra/lib/bundle-files';
import { ENTRY_FILE } from '../infra/lib/lambda-bundle';
import { type BenchRow, kb, median, row } from './report';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'cdk.out', 'bench');
const SIZE_BUDGET = 1024 * 1024;
const IMPORT_BUDGET_MS = 60;
const RUNS = 15;

interface Template {
  Resources: Record<
    string,
    {
      Type: string;
      Metadata?: Record<string, string>;
      Properties?: { Environment?: { Variables?: Record<string, unknown> } };
    }
  >;
}

function synth(): Template {
  execFileSync('npx', ['cdk', 'synth', '-c', 'stage=dev', '--quiet', '--output', OUT], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(join(OUT, 'D1GangStore-dev.template.json'), 'utf8')) as Template;
}

// Module-level code reads these; values only need to be present.
const LAMBDA_ENV = {
  [ENV.tableName]: 'bench',
  AWS_REGION: 'us-east-1',
  [ENV.authIssuer]: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
  [ENV.authClientId]: 'bench',
  // The account and admin Lambdas refuse to start without their user pool.
  [ENV.userPoolId]: 'us-east-1_bench',
  [ENV.siteOrigins]: 'https://example.com',
  // The game Lambda names the site's /link page and refuses to start without it.
  [ENV.siteUrl]: 'https://example.com',
  [ENV.stripeSecretKey]: 'sk_test_bench',
  // The account Lambda signs unsubscribe links and refuses to start without their key.
  [ENV.unsubscribeSecret]: 'bench',
  // No CloudFront in front of a benchmark import.
  [ENV.originCheck]: 'off',
};

/** The environment of a process that imports the bundle as the function would: its own NODE_OPTIONS, if any. */
function lambdaProcessEnv(nodeOptions: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...LAMBDA_ENV,
    NODE_OPTIONS: nodeOptions,
    // Lambda runs Node 22; here, on Node 20, the SDK would print its notice about Node 22 on each import.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

function importMs(file: string, nodeOptions: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: lambdaProcessEnv(nodeOptions),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`import of ${file} failed: ${result.stderr}`);
  return Number(result.stdout.trim().split('\n').pop());
}

/** Wall time of a Node process that does nothing, in ms. */
function bareStartMs(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['-e', '']);
  if (result.status !== 0) throw new Error('node -e "" failed');
  return performance.now() - started;
}

/** Wall time of a Node process that imports the bundle, in ms. */
function processMs(file: string, nodeOptions: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(file)});`], {
    env: lambdaProcessEnv(nodeOptions),
  });
  if (result.status !== 0) throw new Error(`import of ${file} failed`);
  return performance.now() - started;
}

export async function benchLambdaBundles(): Promise<BenchRow[]> {
  const template = synth();
  const bare = median(Array.from({ length: RUNS }, bareStartMs));
  const rows: BenchRow[] = [row('Lambdas', `bare node -e '' start, median of ${RUNS}`, `${bare.toFixed(1)} ms`)];
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    const assetPath = resource.Metadata?.['aws:asset:path'];
    if (resource.Type !== 'AWS::Lambda::Function' || !assetPath) continue;
    const dir = join(OUT, assetPath);
    const entry = join(dir, ENTRY_FILE);
    if (!existsSync(entry)) continue; // Not one of ours (e.g. CDK's own custom-resource handlers).
    const nodeOptions = resource.Properties?.Environment?.Variables?.NODE_OPTIONS;
    const options = typeof nodeOptions === 'string' ? nodeOptions : '';
    const name = logicalId.replace(/Function[0-9A-F]{8}$/, '');
    const total = sizeOf(codeFiles(dir));
    const ms = median(Array.from({ length: RUNS }, () => importMs(entry, options)));
    const ratio = median(Array.from({ length: RUNS }, () => processMs(entry, options))) / bare;
    const area = `Lambda ${name}`;
    rows.push(row(area, 'loaded at cold start (entry + static chunks)', kb(sizeOf(coldStartFiles(dir)))));
    rows.push(row(area, 'all code (every chunk)', kb(total), '≤ 1 MB', total <= SIZE_BUDGET));
    rows.push(
      row(
        area,
        `cold import, median of ${RUNS}, NODE_OPTIONS ${options ? `"${options}"` : 'none'}`,
        `${ms.toFixed(1)} ms`,
        '≤ 60 ms',
        ms <= IMPORT_BUDGET_MS,
      ),
    );
    rows.push(row(area, 'process with import ÷ bare node start', `${ratio.toFixed(2)}×`));
  }
  return rows;
}
