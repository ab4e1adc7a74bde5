/**
 * Rehearses the README's deploy commands through the real CDK CLI, with no AWS credentials: each
 * must get through stack selection and synthesis and stop only where it needs AWS. The commands are
 * read from the README, so an edit that breaks one fails here. The Lambda bundles that deploy makes
 * are the ones an operator would upload, so their shape is checked here too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ENV } from '@shared/contract/lambda-env';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { deployPlan } from '../scripts/deploy-command';
import { codeFiles, coldStartFiles, sizeOf } from './lib/bundle-files';
import { ENTRY_FILE, REQUIRE_BANNER } from './lib/lambda-bundle';
import { StoreFunction } from './lib/store-function';
import { logicalId, storeFunctions, synthStage } from './test/synth-stack';

const ROOT = path.resolve(__dirname, '..');
const CDK = path.join(ROOT, 'node_modules', '.bin', 'cdk');
// What an operator puts in for the README's placeholders.
const ACCOUNT = '123456789012';
const REGION = 'eu-west-1';
const CERTIFICATE_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
// Bundling every Lambda on a busy two-core machine takes minutes; nothing here is timed.
const CLI_TIMEOUT_MS = 10 * 60 * 1000;

// The stack as the app builds it, unbundled, to find each function's resource in the deploy's template:
// logical ids come from the construct tree, not from the bundles.
const prod = synthStage('prod');

// What the first request does not need loads on the request that does (a string only that library holds).
const LAZY_LIBRARIES: [string, string, string][] = [
  ...['checkout', 'admin', 'stripe-events', 'reconciler'].map((name): [string, string, string] => [
    name,
    'the Stripe SDK',
    'api.stripe.com',
  ]),
  ['account', 'the Cognito client', 'AWSCognitoIdentityProviderService'],
  ['admin', 'the Cognito client', 'AWSCognitoIdentityProviderService'],
  ['account', 'the nickname filter (obscenity)', 'RegExpMatcher'],
  ['admin', 'the CSV writer', 'record_delimiter'],
  ['email-sender', 'the SES client', 'SimpleEmailService_v2'],
  ['admin', 'the update renderer (markdown-it)', 'markdown-it'],
];

/** Code a bundle may hold (docs/design.md, Budgets). */
const CODE_BUDGET_BYTES = 1024 * 1024;

// Module-level code reads these; values only need to be present.
const IMPORT_ENV = {
  [ENV.tableName]: 'test',
  AWS_REGION: 'eu-west-1',
  [ENV.authIssuer]: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_test',
  [ENV.authClientId]: 'test',
  [ENV.siteOrigins]: 'https://example.com',
  [ENV.updateSendRate]: '14',
  [ENV.transactionalEmailReserve]: '0.25',
};

/** The shell lines of the README's Deploy section (its bash blocks, in order), comments removed. */
function readmeDeployLines(readme: string): string[] {
  const section = readme.split(/^## Deploy$/m)[1]?.split(/^## /m)[0] ?? '';
  const blocks = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .join('\n')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '');
}

function commandStarting(lines: string[], prefix: string): string {
  const line = lines.find((candidate) => candidate.startsWith(prefix));
  if (!line) throw new Error(`The README's Deploy section has no line starting "${prefix}"`);
  return line;
}

interface CliRun {
  code: number | null;
  output: string;
  outdir: string;
}

/**
 * Runs a README line's CDK command, as typed, with a clean `--output` folder and nothing that could
 * reach AWS: no AWS_* variables, a home folder without ~/.aws, no instance metadata (and no npm_*
 * settings from the npm that started Jest).
 */
function rehearse(line: string, scratch: string, name: string): Promise<CliRun> {
  const words = line.replaceAll('ACCOUNT', ACCOUNT).replaceAll('REGION', REGION).split(/\s+/);
  if (words[0] !== 'npx' || words[1] !== 'cdk') throw new Error(`Not a CDK command: ${line}`);
  const outdir = path.join(scratch, `${name}-out`);
  const home = path.join(scratch, `${name}-home`);
  mkdirSync(home);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(AWS_|CDK_|npm_)/i.test(key))),
    HOME: home,
    USERPROFILE: home,
    AWS_CONFIG_FILE: path.join(home, '.aws', 'config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(home, '.aws', 'credentials'),
    AWS_EC2_METADATA_DISABLED: 'true',
    // The README's shell has a region configured; without one the CLI would assume us-east-1, where a
    // prod store stack refuses to go (its table backups are copied there).
    AWS_REGION: REGION,
    SITE_BUILD_DIR: path.join(scratch, 'site'),
    CI: 'true',
    // CloudFormation's schema check only warns under the CLI, so it cannot change how either command
    // ends, and its engine costs each run about 20 s of CPU to set up.
    // cloudformation-validation.test.ts holds every stage's templates to it and fails on any finding.
    CDK_VALIDATION: 'false',
    // The app runs through npx (cdk.json): keep npm itself off the network.
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(CDK, [...words.slice(2), '--output', outdir], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, outdir });
    });
  });
}

interface Manifest {
  artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
}

function manifestOf(outdir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as Manifest;
}

/** The stacks a synthesized cloud assembly holds. */
function stacksIn(outdir: string): string[] {
  return Object.entries(manifestOf(outdir).artifacts)
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
    .map(([id]) => id)
    .sort();
}

/**
 * Every function the stack bundles: the store functions by the names the tests use, and any other
 * (the Cognito triggers, the sweeps, the page publishers) by its place in the stack, so none is left out.
 */
function bundledFunctions(): [string, IFunction][] {
  const named = storeFunctions(prod.stack);
  const namedFunctions = new Set(named.map(([, fn]) => fn));
  const others = prod.stack.node
    .findAll()
    .filter((construct): construct is StoreFunction => construct instanceof StoreFunction)
    .filter(({ function: fn }) => !namedFunctions.has(fn))
    .map(({ node, function: fn }): [string, IFunction] => [node.path.split('/').slice(1).join('/'), fn]);
  return [...named, ...others];
}

/** The properties of a store function's resource in a cloud assembly's template of the prod store stack. */
function deployedPropertiesOf(outdir: string, name: string) {
  const templateFile = manifestOf(outdir).artifacts[prod.stack.stackName]?.properties?.templateFile;
  if (!templateFile) throw new Error(`The cloud assembly in ${outdir} has no ${prod.stack.stackName}`);
  const template = JSON.parse(readFileSync(path.join(outdir, templateFile), 'utf8'));
  const fn = bundledFunctions().find(([n]) => n === name)?.[1] as IFunction;
  return template.Resources[logicalId(fn)].Properties;
}

/** Where a cloud assembly holds a store function's bundle. */
function bundleDirIn(outdir: string, name: string): string {
  const key = deployedPropertiesOf(outdir, name).Code.S3Key as string;
  return path.join(outdir, `asset.${key.replace('.zip', '')}`);
}

describe('the README deploy commands, rehearsed with no AWS account', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const lines = readmeDeployLines(readme);
  let scratch: string;
  let bootstrap: CliRun;
  let deploy: CliRun;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'd1-rehearsal-'));
    // The build step's output, in miniature: the rehearsal checks the commands, not the SPA.
    mkdirSync(path.join(scratch, 'site', 'assets'), { recursive: true });
    writeFileSync(path.join(scratch, 'site', 'index.html'), '<!doctype html><title>D1 Gang</title>');
    writeFileSync(path.join(scratch, 'site', 'assets', 'index-abc123.js'), 'console.log("d1");');
    // Both at once: the bootstrap does not bundle, so it is done long before the deploy.
    [bootstrap, deploy] = await Promise.all([
      rehearse(commandStarting(lines, 'npx cdk bootstrap'), scratch, 'bootstrap'),
      rehearse(commandStarting(lines, 'npx cdk deploy'), scratch, 'deploy'),
    ]);
  }, CLI_TIMEOUT_MS + 60_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  test('the blocks hold the steps in order: SES first, then pass 1 on the CloudFront domain, then pass 2', () => {
    const order = [
      // Cognito checks the identity when it creates the pool; until SES grants production access, nobody
      // outside the sandbox can finish sign-up. Both take hours, so they are started first.
      'aws sesv2 create-email-identity',
      'aws sesv2 put-account-details',
      'npx cdk bootstrap',
      'SITE_ORIGIN=',
      'aws ssm put-parameter',
      'npx cdk deploy',
      'npm run smoke -- <SiteUrl>',
      'aws cognito-idp admin-add-user-to-group',
      'aws acm request-certificate',
      'SITE_ORIGIN=https://store.example.com npm run deploy -- ',
      'npm run smoke -- https://store.example.com',
    ].map((prefix) => lines.findIndex((line) => line.startsWith(prefix)));

    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('the request for SES production access gives what the AWS CLI requires', () => {
    expect(commandStarting(lines, 'aws sesv2 put-account-details')).toMatch(
      /^aws sesv2 put-account-details --production-access-enabled --mail-type TRANSACTIONAL --website-url https:\/\/\S+ --use-case-description "[^"]+"$/,
    );
  });

  test('pass 2 attaches one domain: its certificate in us-east-1, the build origin, the deploy and the smoke test', () => {
    const certificate = commandStarting(lines, 'aws acm request-certificate');
    const domain = /--domain-name (\S+)/.exec(certificate)?.[1];
    const deployLine = commandStarting(lines, 'SITE_ORIGIN=https://store.example.com npm run deploy -- ');

    expect(certificate).toContain('--region us-east-1');
    expect(domain).toBe('store.example.com');
    expect(deployLine).toContain(
      `--site-domain ${domain} --site-certificate-arn arn:aws:acm:us-east-1:ACCOUNT:certificate/`,
    );
    expect(lines.at(-1)).toBe(`npm run smoke -- https://${domain}`);
  });

  test('bootstrap names both regions, reads the app without a site build and stops at the credentials', () => {
    expect(commandStarting(lines, 'npx cdk bootstrap')).toMatch(/aws:\/\/ACCOUNT\/REGION aws:\/\/ACCOUNT\/us-east-1/);

    expect(bootstrap.output).not.toContain('No site build');
    expect(bootstrap.output).toContain(`Bootstrapping environment aws://${ACCOUNT}/${REGION}...`);
    expect(bootstrap.output).toContain(`Bootstrapping environment aws://${ACCOUNT}/us-east-1...`);
    expect(bootstrap.output).toContain(
      `Need to perform AWS calls for account ${ACCOUNT}, but no credentials have been configured`,
    );
    expect(bootstrap.code).not.toBe(0);
  });

  test('deploy selects both stacks, synthesizes them and stops at the account lookup', () => {
    expect(deploy.output).not.toContain('specify which stacks to use');
    expect(deploy.output).toContain('Synthesis time:');
    expect(deploy.output).toContain(
      'Unable to resolve AWS account to use. It must be either configured when you define your CDK Stack, or through the environment',
    );
    expect(deploy.code).not.toBe(0);
    expect(stacksIn(deploy.outdir)).toEqual(['D1GangStore-prod', 'D1GangStore-prod-edge']);
  });

  // Pass 2's deploy line goes through the script's checks, which are the synth's own (deploySettingsFromContext
  // and stageConfig), rather than a third CLI run: that would cost ~40 s of bundling to show again that the CLI
  // hands -c values to the app, which the deploy line above already shows; site.test.ts asserts what the domain
  // makes of the distribution.
  test("the README's npm run deploy line is one the script takes, and deploys as its cdk line does, plus the domain", () => {
    const line = commandStarting(lines, 'SITE_ORIGIN=https://store.example.com npm run deploy -- ');
    // The operator puts in the partner event source's real id and the certificate's ARN.
    const args =
      line
        .split(' -- ')[1]
        ?.replaceAll('ed_…', 'ed_test_61Sabc')
        .replaceAll('ACCOUNT:certificate/…', `${ACCOUNT}:certificate/${CERTIFICATE_ID}`)
        .split(/\s+/) ?? [];
    const cdkWords = commandStarting(lines, 'npx cdk deploy').split(/\s+/).slice(2);

    const plan = deployPlan(args);

    expect(plan.deploy.slice(0, cdkWords.length)).toEqual(cdkWords);
    expect(plan.deploy.slice(cdkWords.length)).toEqual([
      '-c',
      'stripeEventBus=aws.partner/stripe.com/ed_test_61Sabc',
      '-c',
      'siteDomain=store.example.com',
      '-c',
      `siteCertificateArn=arn:aws:acm:us-east-1:${ACCOUNT}:certificate/${CERTIFICATE_ID}`,
    ]);
  });

  test('every cdk deploy in the README and docs/deploy.md deploys both stacks', () => {
    const docs = readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
    const deploys = `${readme}\n${docs}`.match(/npx cdk deploy[^\n`]*/g) ?? [];

    expect(deploys.length).toBeGreaterThan(0);
    for (const command of deploys) expect(command).toMatch(/^npx cdk deploy --all /);
  });

  describe('the Lambda bundles the deploy makes', () => {
    const names = bundledFunctions().map(([name]) => name);

    test('every function the stack bundles is checked, the API areas and the others', () => {
      expect(names).toEqual(expect.arrayContaining(['checkout', 'admin', 'email-sender', 'reconciler']));
      expect(names).toHaveLength(prod.stack.node.findAll().filter((c) => c instanceof StoreFunction).length);
    });
    const bundleDirOf = (name: string): string => bundleDirIn(deploy.outdir, name);

    test.each(names)(
      '%s is bundled by esbuild into minified ESM chunks with the require banner and linked source maps',
      (name) => {
        const dir = bundleDirOf(name);
        const entry = readFileSync(path.join(dir, ENTRY_FILE), 'utf8');

        for (const file of codeFiles(dir)) {
          expect(readFileSync(file, 'utf8').slice(0, REQUIRE_BANNER.length)).toBe(REQUIRE_BANNER);
          expect(existsSync(`${file}.map`)).toBe(true);
        }
        // Minified: the handler's local name is mangled and the export list has no spaces.
        expect(entry).toMatch(/export\{[\w$]{1,3} as handler\}/);
        expect(entry.trimEnd().endsWith('//# sourceMappingURL=index.mjs.map')).toBe(true);
        // Node reads the maps only when told to (docs/deploy.md): the function is not.
        expect(deployedPropertiesOf(deploy.outdir, name).Environment?.Variables?.NODE_OPTIONS).toBeUndefined();
      },
    );

    test.each(names)('%s carries the AWS SDK itself and stays within its code budget', (name) => {
      const files = codeFiles(bundleDirOf(name));
      // The bundled SDK loads faster than the runtime's copy, read file by file (npm run bench).
      for (const file of files) expect(/from"@aws-sdk\//.test(readFileSync(file, 'utf8'))).toBe(false);
      expect(sizeOf(files)).toBeLessThanOrEqual(CODE_BUDGET_BYTES);
    });

    test.each(LAZY_LIBRARIES)('%s: %s is in a chunk of its own, not loaded at cold start', (name, _library, marker) => {
      const dir = bundleDirOf(name);
      const holding = (files: string[]) => files.filter((file) => readFileSync(file, 'utf8').includes(marker));

      expect(holding(codeFiles(dir)).map((file) => path.relative(dir, file))).toEqual([
        expect.stringMatching(/^chunks\/[\w.-]+\.mjs$/),
      ]);
      expect(holding(coldStartFiles(dir))).toEqual([]);
    });

    test.each(names)('%s: the bundled entry, and each chunk it may load later, imports in Node', (name) => {
      const dir = bundleDirOf(name);
      const chunks = codeFiles(dir).filter((file) => path.basename(file) !== ENTRY_FILE);
      const script = [
        `const { handler } = await import(${JSON.stringify(path.join(dir, ENTRY_FILE))});`,
        `for (const chunk of ${JSON.stringify(chunks)}) await import(chunk);`,
        'process.stdout.write(typeof handler);',
      ].join('\n');

      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, ...IMPORT_ENV },
        encoding: 'utf8',
      });

      // stderr only when the import failed: on Node 20 it also holds the AWS SDK's notice about Node 22.
      expect(result.status === 0 ? '' : result.stderr).toBe('');
      expect(result.stdout).toBe('function');
    });
  });
});
