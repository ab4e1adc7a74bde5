import { Match } from 'aws-cdk-lib/assertions';
import { actionsOf, logicalId, type Statement, statementsOf, synthStage } from '../test/synth-stack';

const { template, stack } = synthStage('dev');

const bucketArn = { 'Fn::GetAtt': [logicalId(stack.site.bucket), 'Arn'] };
const objectArn = (key: string) => ({ 'Fn::Join': ['', [bucketArn, `/${key}`]] });
const s3 = (statements: Statement[]) => statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));

describe('GoalPages', () => {
  test('runs the publisher every five minutes, once a run, and once after each deploy of the pages', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(stack.goalPages.publisher), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ],
    });
    // Run again whenever its function changes: its description names the pages of the build it came with.
    template.hasResource('Custom::Trigger', {
      Properties: Match.objectLike({
        HandlerArn: { Ref: Match.stringLikeRegexp('^GoalPagesPublisherFunctionCurrentVersion') },
        ExecuteOnHandlerChange: true,
      }),
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('^SiteDeployPagesCustomResource')]),
    });
  });

  test("the publisher reads and writes every language's landing page and wall only, and invalidates nothing", () => {
    const statements = statementsOf(template, stack.goalPages.publisher);

    expect(s3(statements)).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject'],
        Resource: ['', 'es/', 'pt-br/', 'fr/', 'de/'].flatMap((folder) => [
          objectArn(`${folder}index.html`),
          objectArn(`${folder}wall.html`),
        ]),
      }),
    ]);
    // The pages are uploaded no-cache: CloudFront keeps them a second (the pages behaviour's minimum TTL).
    expect(statements.filter((s) => actionsOf(s).some((a) => a.startsWith('cloudfront:')))).toEqual([]);
  });

  test('the admin area touches no page and runs no publisher: goal changes show on the next scheduled run', () => {
    const statements = statementsOf(template, stack.api.functions.admin);

    expect(s3(statements)).toEqual([]);
    expect(statements.filter((s) => actionsOf(s).includes('lambda:InvokeFunction'))).toEqual([]);
  });

  test('CloudFront keeps GET /api/goals as long as the API says, at most two minutes, keyed by nothing', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/goals',
            AllowedMethods: ['GET', 'HEAD'],
            CachePolicyId: { Ref: Match.stringLikeRegexp('GoalsCachePolicy') },
            OriginRequestPolicyId: Match.absent(),
          }),
        ]),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MaxTTL: 120,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });
});
