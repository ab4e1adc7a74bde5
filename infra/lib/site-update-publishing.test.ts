import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ENV } from '@shared/contract/lambda-env';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Site } from './site';

const assetPath = mkdtempSync(path.join(tmpdir(), 'd1-site-'));
afterAll(() => rmSync(assetPath, { recursive: true, force: true }));
writeFileSync(path.join(assetPath, 'index.html'), '<!doctype html><title>D1 Gang</title>');

const stack = new Stack(undefined, 'Test', { env: { account: '123456789012', region: 'eu-west-1' } });
const site = new Site(stack, 'Site', {
  assetPath,
  config: {
    apiUrl: '/api',
    region: 'eu-west-1',
    userPoolId: 'pool',
    userPoolClientId: 'client',
    pixelId: null,
    stage: 'test',
  },
  retainData: false,
  deployLogs: new LogGroup(stack, 'Logs'),
  apiDomainName: 'api.example.com',
  apiOriginPath: '/live',
  apiOriginHeaders: {},
});
const publisher = new LambdaFunction(stack, 'Publisher', {
  code: Code.fromInline('exports.handler = async () => {};'),
  handler: 'index.handler',
  runtime: Runtime.NODEJS_22_X,
});
site.grantUpdatePublishing(publisher);
const template = Template.fromStack(stack);

const ref = (construct: { node: { defaultChild?: unknown } }) => ({
  Ref: stack.getLogicalId(construct.node.defaultChild as never),
});
const bucketArn = { 'Fn::GetAtt': [stack.getLogicalId(site.bucket.node.defaultChild as never), 'Arn'] };
const objectArn = (key: string) => ({ 'Fn::Join': ['', [bucketArn, `/${key}`]] });

function publisherStatements(): { Action: string | string[]; Resource: unknown }[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: unknown[]; PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
  }[];
  const role = { Ref: stack.getLogicalId(publisher.role?.node.defaultChild as never) };
  return policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([role]))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

describe('Site.grantUpdatePublishing', () => {
  test("writes only the updates' files, reads only the SPA shell and may invalidate the distribution", () => {
    const statements = publisherStatements();
    const actions = (statement: { Action: string | string[] }) => [statement.Action].flat();

    const writes = statements.filter((statement) => actions(statement).includes('s3:PutObject'));
    expect(writes.flatMap((statement) => [statement.Resource].flat())).toEqual(
      expect.arrayContaining([objectArn('updates/*'), objectArn('updates.html'), objectArn('sitemap-updates.xml')]),
    );
    expect(writes.flatMap((statement) => [statement.Resource].flat())).toHaveLength(3);
    for (const statement of statements) {
      expect(actions(statement)).not.toContain('s3:DeleteObject*');
      expect(actions(statement)).not.toContain('s3:*');
    }
    const reads = statements.filter((statement) =>
      actions(statement).some((action) => action.startsWith('s3:GetObject')),
    );
    expect(reads.flatMap((statement) => [statement.Resource].flat())).toEqual([objectArn('app.html')]);
    const invalidations = statements.filter((statement) =>
      actions(statement).includes('cloudfront:CreateInvalidation'),
    );
    expect(invalidations).toHaveLength(1);
    expect(JSON.stringify(invalidations[0]?.Resource)).toContain(
      stack.getLogicalId(site.distribution.node.defaultChild as never),
    );
  });

  test('gives the function the bucket, the distribution and the site URL as settings', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Environment: {
        Variables: Match.objectLike({
          [ENV.siteBucket]: ref(site.bucket),
          [ENV.siteDistributionId]: ref(site.distribution),
          [ENV.siteUrl]: Match.anyValue(),
        }),
      },
    });
  });
});
