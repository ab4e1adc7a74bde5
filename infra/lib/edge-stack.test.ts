import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack } from './edge-stack';
import { CONTACT_RATE_LIMIT, MANAGED_RULE_GROUPS, SITE_RATE_LIMIT } from './site-firewall';
import { synthStage } from './synth-test-stack';

const edge = new EdgeStack(new App(), 'D1GangStore-prod-edge', { stage: 'prod', env: { account: '123456789012' } });
const template = Template.fromStack(edge);

describe('EdgeStack: the web ACL in us-east-1', () => {
  test('lives in us-east-1 whatever region the store is in, with scope CLOUDFRONT', () => {
    expect(edge.region).toBe('us-east-1');
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  test('runs the AWS managed rule groups: IP reputation, known bad inputs, the common rule set', () => {
    const rules = MANAGED_RULE_GROUPS.map((name) =>
      Match.objectLike({
        Name: name,
        OverrideAction: { None: {} },
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
      }),
    );
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Rules: Match.arrayWith(rules) });
  });

  test('limits requests per IP, and contact posts per IP more strictly, answering 429', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ContactPostsPerIp',
          Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: CONTACT_RATE_LIMIT,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    Match.objectLike({ ByteMatchStatement: Match.objectLike({ SearchString: '/api/contact' }) }),
                    Match.objectLike({ ByteMatchStatement: Match.objectLike({ SearchString: 'POST' }) }),
                  ],
                },
              },
            }),
          },
        }),
        Match.objectLike({
          Name: 'RequestsPerIp',
          Statement: { RateBasedStatement: Match.objectLike({ Limit: SITE_RATE_LIMIT, AggregateKeyType: 'IP' }) },
        }),
      ]),
    });
    expect(CONTACT_RATE_LIMIT).toBeLessThan(SITE_RATE_LIMIT);
  });

  test('publishes the ACL ARN where the store stack reads it', () => {
    template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/d1-gang/prod/site-web-acl-arn',
      Value: { 'Fn::GetAtt': [edge.getLogicalId(edge.firewall.webAcl), 'Arn'] },
    });
  });

  test('cdk-nag AwsSolutions: no finding', () => {
    const report = new AwsSolutionsChecks().validateScope(edge);
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
  });
});

describe('the store stack attaches the web ACL to CloudFront', () => {
  const { template: store } = synthStage('prod');

  test('reads the ARN from us-east-1 at deploy time and sets it on the distribution', () => {
    store.hasResourceProperties('Custom::AWS', {
      Create: Match.serializedJson(
        Match.objectLike({
          service: 'SSM',
          action: 'GetParameter',
          region: 'us-east-1',
          parameters: { Name: '/d1-gang/prod/site-web-acl-arn' },
        }),
      ),
    });
    store.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EdgeReadWebAclArn'), 'Parameter.Value'] },
      }),
    });
  });
});
