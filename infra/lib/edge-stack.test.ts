import { HTTP_MESSAGES } from '@shared/http-messages';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type FirewallSettings, stageConfig } from '../config/stages';
import { CDK_JSON_CONTEXT, NO_STACK_TRACES, render, synthStage } from '../test/synth-stack';
import { EdgeStack } from './edge-stack';
import {
  ADMIN_PATH_PREFIX,
  API_PATH_PREFIX,
  BODY_SIZE_LABEL,
  BODY_SIZE_RULE,
  CURRENCY_ESTIMATE_PATH,
  GAME_PATH_PREFIX,
  MANAGED_RULE_GROUPS,
} from './site-firewall';

const PROD_SETTINGS = (CDK_JSON_CONTEXT.stages as Record<string, { emailIdentity: string; emailFrom: string }>).prod;
const firewall = stageConfig('prod', PROD_SETTINGS).firewall as FirewallSettings;

function edgeStack(settings: FirewallSettings = firewall, id = 'D1GangStore-prod-edge'): EdgeStack {
  // Without CDK's CloudFormation validation, as synthStage does: its engine alone cost about 12 s of CPU.
  const app = new App({ builtinCloudFormationValidation: false, context: NO_STACK_TRACES });
  return new EdgeStack(app, id, {
    stage: 'prod',
    firewall: settings,
    env: { account: '123456789012' },
  });
}

const edge = edgeStack();
const template = Template.fromStack(edge);

/** The web ACL's properties, as the template has them. */
function webAcl(): Record<string, unknown> {
  const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
  return acl?.Properties as Record<string, unknown>;
}

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
        Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: name }) },
      }),
    );
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Rules: Match.arrayWith(rules) });
  });

  test('limits requests per IP, and contact posts per IP more strictly, answering 429', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ContactPostsPerIp',
          Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: firewall.contactPostsPerIp,
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
          Name: 'ApiRequestsPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({ Limit: firewall.apiRequestsPerIp, AggregateKeyType: 'IP' }),
          },
        }),
      ]),
    });
    expect(firewall.contactPostsPerIp).toBeLessThan(firewall.apiRequestsPerIp);
  });

  test('answers every rate limit with Retry-After for its five-minute window and a JSON message, as the API does', () => {
    const rateRules = (webAcl().Rules as { Name: string; Statement: object; Action?: object }[]).filter(
      (rule) => 'RateBasedStatement' in rule.Statement,
    );
    expect(rateRules.map((rule) => rule.Name)).toEqual([
      'ContactPostsPerIp',
      'GameRequestsPerIp',
      'CurrencyEstimatesPerIp',
      'ApiRequestsPerIp',
    ]);
    for (const rule of rateRules) {
      expect(rule.Action).toEqual({
        Block: {
          CustomResponse: {
            ResponseCode: 429,
            CustomResponseBodyKey: 'rate-limited',
            ResponseHeaders: [{ Name: 'retry-after', Value: '300' }],
          },
        },
      });
    }
    expect(webAcl().CustomResponseBodies).toEqual({
      'rate-limited': {
        ContentType: 'APPLICATION_JSON',
        Content: JSON.stringify({ message: HTTP_MESSAGES.tooManyRequests }),
      },
    });
  });

  test('limits game server requests on /api/game/ per IP by their own rule, which the site-wide limit leaves out', () => {
    const gamePath = Match.objectLike({
      ByteMatchStatement: Match.objectLike({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'STARTS_WITH',
        SearchString: GAME_PATH_PREFIX,
      }),
    });
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'GameRequestsPerIp',
          Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: firewall.gameRequestsPerIp,
              AggregateKeyType: 'IP',
              ScopeDownStatement: gamePath,
            }),
          },
        }),
        Match.objectLike({
          Name: 'ApiRequestsPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: firewall.apiRequestsPerIp,
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [Match.anyValue(), { NotStatement: { Statement: gamePath } }, Match.anyValue()],
                },
              },
            }),
          },
        }),
      ]),
    });
    expect(GAME_PATH_PREFIX).toBe('/api/game/');
    // A game server's key may make 600 requests a minute: a few keys from one address fit under the rule.
    expect(firewall.gameRequestsPerIp).toBeGreaterThanOrEqual(3 * 600 * 5);
  });

  test("leaves the tier cards' currency estimate out of the buyers' limit: a page that shows prices asks it, browsing never counts", () => {
    const estimatePath = Match.objectLike({
      ByteMatchStatement: Match.objectLike({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'EXACTLY',
        SearchString: CURRENCY_ESTIMATE_PATH,
      }),
    });
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'CurrencyEstimatesPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: firewall.currencyEstimatesPerIp,
              AggregateKeyType: 'IP',
              ScopeDownStatement: estimatePath,
            }),
          },
        }),
        Match.objectLike({
          Name: 'ApiRequestsPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [Match.anyValue(), Match.anyValue(), { NotStatement: { Statement: estimatePath } }],
                },
              },
            }),
          },
        }),
      ]),
    });
    expect(CURRENCY_ESTIMATE_PATH).toBe('/api/currency-estimate');
    // A campus of browsers behind one address asks it once per page that shows tier cards.
    expect(firewall.currencyEstimatesPerIp).toBeGreaterThanOrEqual(5 * firewall.apiRequestsPerIp);
  });

  test('the per-IP limit counts API calls only: pages and static files, which CloudFront serves from its cache, are not counted', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ApiRequestsPerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    {
                      ByteMatchStatement: Match.objectLike({
                        FieldToMatch: { UriPath: {} },
                        PositionalConstraint: 'STARTS_WITH',
                        SearchString: API_PATH_PREFIX,
                      }),
                    },
                    Match.anyValue(),
                    Match.anyValue(),
                  ],
                },
              },
            }),
          },
        }),
      ]),
    });
    expect(API_PATH_PREFIX).toBe('/api/');
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

describe('EdgeStack: request bodies', () => {
  const pathStartsWith = (prefix: string) =>
    Match.objectLike({
      ByteMatchStatement: Match.objectLike({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'STARTS_WITH',
        SearchString: prefix,
      }),
    });
  const bodyOver = (bytes: number) => ({
    SizeConstraintStatement: Match.objectLike({
      FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
      ComparisonOperator: 'GT',
      Size: bytes,
    }),
  });
  const tooLarge = { Block: { CustomResponse: { ResponseCode: 413 } } };

  test("the common rule set's 8 KB body rule only counts: it cannot block on its own", () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'AWSManagedRulesCommonRuleSet',
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              RuleActionOverrides: [{ Name: BODY_SIZE_RULE, ActionToUse: { Count: {} } }],
            }),
          },
        }),
      ]),
    });
  });

  test('its verdict blocks (413) everywhere outside /api/*', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'BodyOver8KbOutsideApi',
          Action: tooLarge,
          Statement: {
            AndStatement: {
              Statements: [
                { LabelMatchStatement: { Scope: 'LABEL', Key: BODY_SIZE_LABEL } },
                { NotStatement: { Statement: pathStartsWith(API_PATH_PREFIX) } },
              ],
            },
          },
        }),
      ]),
    });
  });

  test('/api/admin/* bodies have their own limit (48 KB); a body too large to inspect counts as over it', () => {
    expect(firewall.adminBodyBytes).toBe(48 * 1024);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'AdminBodyTooLarge',
          Action: tooLarge,
          Statement: { AndStatement: { Statements: [pathStartsWith(ADMIN_PATH_PREFIX), bodyOver(48 * 1024)] } },
        }),
      ]),
    });
  });

  test('the rest of /api/* has its own, smaller limit (16 KB)', () => {
    expect(firewall.apiBodyBytes).toBe(16 * 1024);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ApiBodyTooLarge',
          Action: tooLarge,
          Statement: {
            AndStatement: {
              Statements: [
                pathStartsWith(API_PATH_PREFIX),
                { NotStatement: { Statement: pathStartsWith(ADMIN_PATH_PREFIX) } },
                bodyOver(16 * 1024),
              ],
            },
          },
        }),
      ]),
    });
  });

  test('WAF inspects as much of a body as the largest limit (48 KB), not the default 16 KB', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      AssociationConfig: { RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_48' } } },
    });
  });

  test('the body rules run after the managed groups (the label exists) and before the rate limits', () => {
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as {
      Properties: { Rules: { Name: string; Priority: number }[] };
    }[];
    const byPriority = [...(acl?.Properties.Rules ?? [])].sort((a, b) => a.Priority - b.Priority).map((r) => r.Name);
    expect(byPriority).toEqual([
      ...MANAGED_RULE_GROUPS,
      'BodyOver8KbOutsideApi',
      'AdminBodyTooLarge',
      'ApiBodyTooLarge',
      'ContactPostsPerIp',
      'GameRequestsPerIp',
      'CurrencyEstimatesPerIp',
      'ApiRequestsPerIp',
    ]);
  });
});

describe('EdgeStack: the web ACL’s logs', () => {
  const logGroupName = 'aws-waf-logs-d1-gang-prod';
  const logGroupArn = {
    'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:logs:us-east-1:123456789012:log-group:${logGroupName}`]],
  };

  test('a log group WAF can write to (its name starts aws-waf-logs-), kept the days the privacy policy says', () => {
    expect(PRIVACY_PERIODS.logDays).toBe(90);
    template.hasResource('AWS::Logs::LogGroup', {
      Properties: { LogGroupName: logGroupName, RetentionInDays: 90 },
      DeletionPolicy: 'Delete',
    });
  });

  test('the web ACL logs to it: what a rule blocked or counted, without credentials', () => {
    template.resourceCountIs('AWS::WAFv2::LoggingConfiguration', 1);
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [edge.getLogicalId(edge.firewall.webAcl), 'Arn'] },
      // WAF takes a log group's ARN without the ':*' CloudFormation's Arn attribute ends with.
      LogDestinationConfigs: [logGroupArn],
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
  });

  test('the log group’s own policy lets the log delivery service write, for this account only', () => {
    const [policy] = Object.values(template.findResources('AWS::Logs::ResourcePolicy')) as {
      Properties: { PolicyDocument: unknown };
    }[];
    const partition = `\${Ref:AWS::Partition}`;

    expect(JSON.parse(render(policy?.Properties.PolicyDocument)).Statement).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: 'delivery.logs.amazonaws.com' },
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: `arn:${partition}:logs:us-east-1:123456789012:log-group:${logGroupName}:log-stream:*`,
        Condition: {
          StringEquals: { 'aws:SourceAccount': '123456789012' },
          ArnLike: { 'aws:SourceArn': `arn:${partition}:logs:us-east-1:123456789012:*` },
        },
      },
    ]);
  });
});

describe('EdgeStack: the fingerprint the store stack follows', () => {
  test('the same ACL gives the same fingerprint; any change to it, its stack or its id gives another', () => {
    expect(edgeStack().webAclFingerprint).toBe(edge.webAclFingerprint);
    expect(edgeStack({ ...firewall, apiRequestsPerIp: 2000 }).webAclFingerprint).not.toBe(edge.webAclFingerprint);
    expect(edgeStack(firewall, 'D1GangStore-prod-edge2').webAclFingerprint).not.toBe(edge.webAclFingerprint);
  });
});

describe('the store stack attaches the web ACL to CloudFront', () => {
  const prod = synthStage('prod');

  test('reads the ARN from us-east-1 at deploy time and sets it on the distribution', () => {
    prod.template.hasResourceProperties('Custom::AWS', {
      Create: Match.serializedJson(
        Match.objectLike({
          service: 'SSM',
          action: 'GetParameter',
          region: 'us-east-1',
          parameters: { Name: '/d1-gang/prod/site-web-acl-arn' },
        }),
      ),
    });
    prod.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EdgeReadWebAclArn'), 'Parameter.Value'] },
      }),
    });
  });

  test("the reader carries the edge stack's fingerprint, so a changed ACL is read again on the next deploy", () => {
    expect(prod.edge).toBeDefined();
    prod.template.hasResourceProperties('Custom::AWS', { WebAclFingerprint: prod.edge?.webAclFingerprint });

    const changed = synthStage('prod', { config: { firewall: { ...firewall, contactPostsPerIp: 30 } } });
    const fingerprintOf = (result: typeof prod) =>
      (Object.values(result.template.findResources('Custom::AWS'))[0] as { Properties: { WebAclFingerprint: string } })
        .Properties.WebAclFingerprint;
    expect(fingerprintOf(changed)).toBe(changed.edge?.webAclFingerprint);
    expect(fingerprintOf(changed)).not.toBe(fingerprintOf(prod));
  });

  test('firewall=off: no edge stack, no reader, no web ACL on the distribution (dev only)', () => {
    const cheap = synthStage('dev', { context: { firewall: 'off' } });

    expect(cheap.edge).toBeUndefined();
    cheap.template.resourceCountIs('Custom::AWS', 0);
    cheap.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.absent() }),
    });
    expect(() => synthStage('prod', { context: { firewall: 'off' } })).toThrow(
      'Stage "prod": firewall cannot be off for a stage that keeps its data (prod)',
    );
  });
});
