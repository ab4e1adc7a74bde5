import { Validations } from 'aws-cdk-lib';
import { Code, type IFunction, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { logicalId, render, type SynthResult, storeFunctions, synthFreshStage, synthStage } from '../test/synth-stack';
import { API_STAGE_NAME } from './api';

// No stage is bundled here: the bundles' shape is checked on the ones the README's `cdk deploy` makes
// (infra/deploy-rehearsal.test.ts), which are the bundles an operator uploads; esbuild runs once.
const prod = synthStage('prod');
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
    const result = synthFreshStage('dev');
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
