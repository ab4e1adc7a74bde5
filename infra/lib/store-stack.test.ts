import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ENV } from '@shared/contract/lambda-env';
import { Validations } from 'aws-cdk-lib';
import { Code, type IFunction, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { logicalId, render, type SynthResult, synthStage } from '../test/synth-stack';
import { API_STAGE_NAME } from './api';
import { codeFiles, coldStartFiles, sizeOf } from './bundle-files';
import { ENTRY_FILE, REQUIRE_BANNER } from './lambda-bundle';
import type { StoreStack } from './store-stack';

// prod is bundled for real (esbuild), so the bundle shape is checked too; dev skips bundling.
const prod = synthStage('prod', { bundle: true });
const dev = synthStage('dev');
const connected = synthStage('prod', {
  config: {
    stripeEventBusName: 'aws.partner/stripe.com/ed_test_61Sabc',
    pixelId: '1234567890',
    siteDomain: {
      domainName: 'store.d1gang.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    },
  },
});
const agnostic = synthStage('dev', { envAgnostic: true });

const storeFunctions = (stack: StoreStack): [string, IFunction][] => [
  ...Object.entries(stack.api.functions),
  ['stripe-events', stack.payments.stripeEvents],
  ['post-confirmation', stack.auth.postConfirmation],
  ['reconciler', stack.payments.reconciler],
  ['email-sender', stack.email.sender],
  ['update-sender', stack.updates.sender],
];

const propertiesOf = (name: string) => {
  const fn = storeFunctions(prod.stack).find(([n]) => n === name)?.[1] as IFunction;
  return prod.template.toJSON().Resources[logicalId(fn)].Properties;
};

/** Where the prod synth put a function's bundle. */
const bundleDirOf = (name: string): string => {
  const key = propertiesOf(name).Code.S3Key as string;
  return path.join(prod.app.outdir, `asset.${key.replace('.zip', '')}`);
};

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

describe('StoreStack', () => {
  test('the table and user pool keep their logical ids (a change would replace them and lose data)', () => {
    for (const { stack, template } of [prod, dev]) {
      expect(logicalId(stack.data.table)).toBe('DataTableFDBAD0F2');
      expect(logicalId(stack.auth.userPool)).toBe('AuthUserPool8115E87F');
      template.hasResource('AWS::DynamoDB::Table', {});
      expect(Object.keys(template.findResources('AWS::DynamoDB::Table'))).toEqual(['DataTableFDBAD0F2']);
      expect(Object.keys(template.findResources('AWS::Cognito::UserPool'))).toEqual(['AuthUserPool8115E87F']);
    }
  });

  test('outputs: site URL, API URL, user pool id and client id, table name', () => {
    const outputs = prod.template.toJSON().Outputs;

    expect(outputs.SiteUrl.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(prod.stack.site.distribution), 'DomainName'] }]],
    });
    expect(render(outputs.ApiUrl.Value)).toBe(
      `https://\${Ref:${logicalId(prod.stack.api.restApi)}}.execute-api.eu-west-1.\${Ref:AWS::URLSuffix}/${API_STAGE_NAME}`,
    );
    expect(outputs.UserPoolId.Value).toEqual({ Ref: logicalId(prod.stack.auth.userPool) });
    expect(outputs.UserPoolClientId.Value).toEqual({ Ref: logicalId(prod.stack.auth.client) });
    expect(outputs.TableName.Value).toEqual({ Ref: logicalId(prod.stack.data.table) });
  });

  test.each(storeFunctions(prod.stack).map(([name]) => name))(
    '%s runs Node.js 22 on arm64 and logs to its own log group with retention',
    (name) => {
      const fn = storeFunctions(prod.stack).find(([n]) => n === name)?.[1] as IFunction;
      const resources = prod.template.toJSON().Resources;
      const properties = resources[logicalId(fn)].Properties;

      expect(properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      const logGroupId = properties.LoggingConfig.LogGroup.Ref;
      expect(resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 90 },
        DeletionPolicy: 'Retain',
      });
    },
  );

  test.each(storeFunctions(prod.stack).map(([name]) => name))(
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
      expect(propertiesOf(name).Environment?.Variables?.NODE_OPTIONS).toBeUndefined();
    },
  );

  test.each(storeFunctions(prod.stack).map(([name]) => name))(
    '%s carries the AWS SDK itself and stays within its code budget',
    (name) => {
      const files = codeFiles(bundleDirOf(name));
      // The bundled SDK loads faster than the runtime's copy, read file by file (npm run bench).
      for (const file of files) expect(/from"@aws-sdk\//.test(readFileSync(file, 'utf8'))).toBe(false);
      expect(sizeOf(files)).toBeLessThanOrEqual(CODE_BUDGET_BYTES);
    },
  );

  test.each(LAZY_LIBRARIES)('%s: %s is in a chunk of its own, not loaded at cold start', (name, _library, marker) => {
    const dir = bundleDirOf(name);
    const holding = (files: string[]) => files.filter((file) => readFileSync(file, 'utf8').includes(marker));

    expect(holding(codeFiles(dir)).map((file) => path.relative(dir, file))).toEqual([
      expect.stringMatching(/^chunks\/[\w.-]+\.mjs$/),
    ]);
    expect(holding(coldStartFiles(dir))).toEqual([]);
  });

  test.each(storeFunctions(prod.stack).map(([name]) => name))(
    '%s: the bundled entry, and each chunk it may load later, imports in Node',
    (name) => {
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
    },
  );

  test('the template has no dependency cycle (CloudFormation would refuse it)', () => {
    for (const { template } of [prod, dev, connected]) {
      expect(findCycle(template.toJSON().Resources)).toBeUndefined();
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  test.each([
    ['prod', prod],
    ['dev', dev],
    ['prod with Stripe bus, pixel and custom domain', connected],
    ['dev without account and region', agnostic],
  ])('%s: no unacknowledged finding, error or warning', (_name, result: SynthResult) => {
    const report = new AwsSolutionsChecks().validateScope(result.stack);

    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
    expect(report.success).toBe(true);
  });

  test('every acknowledgement carries a written reason', () => {
    const acknowledgements = connected.stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));

    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) {
      expect(`${id}: ${reason}`).toMatch(/: \S.{30,}/);
    }
  });

  test('an unacknowledged finding is reported (the check is live)', () => {
    const result = synthStage('dev');
    // A function outside StoreFunction has the managed logging policy and no acknowledgement.
    new LambdaFunction(result.stack, 'Stray', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('x'),
    });

    const report = new AwsSolutionsChecks().validateScope(result.stack);

    expect(report.success).toBe(false);
    expect(report.violations.map((v) => v.ruleName)).toEqual(
      expect.arrayContaining(['AwsSolutions-L1', expect.stringMatching(/^AwsSolutions-IAM4/)]),
    );
  });
});

type Resources = Record<string, { Properties?: unknown; DependsOn?: string | string[] }>;

/** A cycle of Ref / GetAtt / DependsOn between resources, if there is one. */
function findCycle(resources: Resources): string[] | undefined {
  const references = (value: unknown, found: Set<string>): Set<string> => {
    if (Array.isArray(value)) for (const item of value) references(item, found);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (typeof object.Ref === 'string' && object.Ref in resources) found.add(object.Ref);
      const getAtt = object['Fn::GetAtt'] as string[] | undefined;
      if (getAtt?.[0] && getAtt[0] in resources) found.add(getAtt[0]);
      for (const item of Object.values(object)) references(item, found);
    }
    return found;
  };
  const edges = new Map(
    Object.entries(resources).map(([id, resource]) => [
      id,
      [...references(resource.Properties, new Set([resource.DependsOn ?? []].flat()))],
    ]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string, trail: string[]): string[] | undefined => {
    if (state.get(id) === 'open') return [...trail.slice(trail.indexOf(id)), id];
    if (state.get(id) === 'done') return undefined;
    state.set(id, 'open');
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next, [...trail, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
}
