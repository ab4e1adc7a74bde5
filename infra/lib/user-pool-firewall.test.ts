import { type FirewallSettings, stageConfig } from '../config/stages';
import { CDK_JSON_CONTEXT, logicalId, synthStage } from '../test/synth-stack';
import { COGNITO_OPERATIONS, USER_POOL_RATE_RULES } from './user-pool-firewall';

const PROD_SETTINGS = (CDK_JSON_CONTEXT.stages as Record<string, { emailIdentity: string; emailFrom: string }>).prod;
const prodFirewall = stageConfig('prod', PROD_SETTINGS).firewall as FirewallSettings;

const prod = synthStage('prod', { context: { alertEmail: 'ops@example.com' } });
const unprotected = synthStage('dev', { context: { firewall: 'off' } });

type AclResource = { Properties: Record<string, unknown> & { Rules: Record<string, unknown>[] } };

/** The store stack's web ACLs on the user pool (the API's has its own test; the site's lives in the us-east-1 edge stack). */
function userPoolAcls(template: typeof prod.template): [string, AclResource][] {
  return (Object.entries(template.findResources('AWS::WAFv2::WebACL')) as [string, AclResource][]).filter(([, acl]) =>
    String(acl.Properties.Description).includes('user pool'),
  );
}

function userPoolAcl(): AclResource {
  const acls = userPoolAcls(prod.template);
  expect(acls).toHaveLength(1);
  return acls[0]?.[1] as AclResource;
}

/** The web ACL associations on the user pool. */
function userPoolAssociations(template: typeof prod.template, userPoolId: string): unknown[] {
  return Object.values(template.findResources('AWS::WAFv2::WebACLAssociation')).filter((association) =>
    JSON.stringify(association).includes(`"${userPoolId}"`),
  );
}

const ruleNamed = (name: string) => userPoolAcl().Properties.Rules.find((rule) => rule.Name === name);

describe('UserPoolFirewall: sign-up, sign-in and password reset go through a web ACL', () => {
  test('a REGIONAL web ACL, allowing by default, is associated with the user pool by its ARN', () => {
    expect(prod.stack.node.tryFindChild('UserPoolFirewall')).toBeDefined();
    prod.template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const [[aclId] = []] = userPoolAcls(prod.template);
    expect(userPoolAssociations(prod.template, logicalId(prod.stack.auth.userPool))).toHaveLength(1);
    prod.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [logicalId(prod.stack.auth.userPool), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  test("AWS's IP reputation list comes first", () => {
    expect(userPoolAcl().Properties.Rules[0]).toEqual(
      expect.objectContaining({
        Name: 'AWSManagedRulesAmazonIpReputationList',
        Priority: 0,
        OverrideAction: { None: {} },
        Statement: {
          ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesAmazonIpReputationList' },
        },
      }),
    );
  });

  test('the X-Amz-Target values are the Cognito user pools API operations', () => {
    expect(COGNITO_OPERATIONS).toEqual({
      signUp: 'AWSCognitoIdentityProviderService.SignUp',
      resendConfirmationCode: 'AWSCognitoIdentityProviderService.ResendConfirmationCode',
      forgotPassword: 'AWSCognitoIdentityProviderService.ForgotPassword',
      confirmForgotPassword: 'AWSCognitoIdentityProviderService.ConfirmForgotPassword',
      initiateAuth: 'AWSCognitoIdentityProviderService.InitiateAuth',
      respondToAuthChallenge: 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
    });
  });

  test.each([
    ['SignUpsPerIp', 'signUpsPerIp', ['signUp']],
    ['CodeResendsPerIp', 'codeResendsPerIp', ['resendConfirmationCode']],
    ['PasswordResetsPerIp', 'passwordResetRequestsPerIp', ['forgotPassword', 'confirmForgotPassword']],
    ['SignInsPerIp', 'signInRequestsPerIp', ['initiateAuth', 'respondToAuthChallenge']],
  ] as const)('%s: blocks an IP over firewall.%s in 5 minutes, counting only %j', (name, setting, operations) => {
    const targetIs = (operation: (typeof operations)[number]) => ({
      ByteMatchStatement: {
        FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
        PositionalConstraint: 'EXACTLY',
        // Lower-cased on both sides: a target in other letter cases is counted too.
        SearchString: COGNITO_OPERATIONS[operation].toLowerCase(),
        TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
      },
    });
    const scopeDown =
      operations.length === 1
        ? targetIs(operations[0])
        : { OrStatement: { Statements: operations.map((operation) => targetIs(operation)) } };

    expect(ruleNamed(name)).toEqual(
      expect.objectContaining({
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: {
            Limit: prodFirewall[setting],
            AggregateKeyType: 'IP',
            EvaluationWindowSec: 300,
            ScopeDownStatement: scopeDown,
          },
        },
      }),
    );
    expect(USER_POOL_RATE_RULES.map((rule) => rule.name)).toContain(name);
  });

  test('every rule has metrics and sampled requests, named for the stage', () => {
    const acl = userPoolAcl().Properties;
    expect(acl.VisibilityConfig).toEqual({
      CloudWatchMetricsEnabled: true,
      SampledRequestsEnabled: true,
      MetricName: 'd1-gang-prod-user-pool',
    });
    for (const rule of acl.Rules) {
      expect(rule.VisibilityConfig).toEqual(
        expect.objectContaining({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true }),
      );
    }
  });

  test('a stage deployed without a firewall has no web ACL on its user pool either', () => {
    expect(userPoolAcls(unprotected.template)).toEqual([]);
    expect(userPoolAssociations(unprotected.template, logicalId(unprotected.stack.auth.userPool))).toEqual([]);
    expect(unprotected.stack.node.tryFindChild('UserPoolFirewall')).toBeUndefined();
  });
});

describe('UserPoolFirewall: a person never meets the limits, a script sending codes does', () => {
  const { signUpsPerIp, codeResendsPerIp, passwordResetRequestsPerIp, signInRequestsPerIp } = prodFirewall;

  test('each limit lets a household or a club on one address through, and caps the emails a script can send', () => {
    // One sign-up each: a team signing up together on one Wi-Fi fits.
    expect(signUpsPerIp).toBeGreaterThanOrEqual(10);
    // A person asks for a code again once or twice.
    expect(codeResendsPerIp).toBeGreaterThanOrEqual(10);
    // A reset is a request and a confirmation, each retried a few times.
    expect(passwordResetRequestsPerIp).toBeGreaterThanOrEqual(10);
    // A sign-in is 2 or 3 requests (SRP start, password proof, authenticator code): 30 people at once.
    expect(signInRequestsPerIp).toBeGreaterThanOrEqual(90);
    // Code emails one address can have the store send in a day (sign-ups, resends, resets; 288 windows):
    // under a third of the 50,000 a day SES starts a production account with, so one script alone cannot
    // use up the day's email.
    const emailsPerDay = (signUpsPerIp + codeResendsPerIp + passwordResetRequestsPerIp) * 288;
    expect(emailsPerDay).toBeLessThan(50_000 / 3);
  });
});

describe('UserPoolFirewall: a surge of blocks alarms', () => {
  test('on the rate rules’ BlockedRequests, summed over 5 minutes, notifying the stage topic', () => {
    const alarms = Object.values(prod.template.findResources('AWS::CloudWatch::Alarm')) as {
      Properties: { Metrics?: { Id: string; MetricStat?: { Metric: Record<string, unknown> } }[] } & Record<
        string,
        unknown
      >;
    }[];
    const blocks = alarms.find((alarm) =>
      alarm.Properties.Metrics?.some((metric) => metric.MetricStat?.Metric.Namespace === 'AWS/WAFV2'),
    );
    expect(blocks).toBeDefined();
    type Dimension = { Name: string; Value: string };
    const watched = (blocks?.Properties.Metrics ?? [])
      .map((metric) => metric.MetricStat?.Metric)
      .filter((metric) => metric !== undefined)
      .map((metric) => ({
        ...metric,
        Dimensions: [...(metric.Dimensions as Dimension[])].sort((a, b) => a.Name.localeCompare(b.Name)),
      }));
    expect(watched).toEqual(
      USER_POOL_RATE_RULES.map((rule) => ({
        Namespace: 'AWS/WAFV2',
        MetricName: 'BlockedRequests',
        Dimensions: [
          { Name: 'Region', Value: 'eu-west-1' },
          { Name: 'Rule', Value: `d1-gang-prod-user-pool-${rule.metricName}` },
          { Name: 'WebACL', Value: 'd1-gang-prod-user-pool' },
        ],
      })),
    );
    for (const metric of blocks?.Properties.Metrics ?? []) {
      if (metric.MetricStat) expect(metric.MetricStat).toEqual(expect.objectContaining({ Stat: 'Sum', Period: 300 }));
    }
    expect(blocks?.Properties).toEqual(
      expect.objectContaining({
        AlarmActions: [{ Ref: logicalId(prod.stack.monitoring.topic) }],
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Threshold: 100,
        TreatMissingData: 'notBreaching',
      }),
    );
  });
});
