import { Duration, Stack } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { FirewallSettings } from '../config/stages';

/** The `X-Amz-Target` header of each Cognito user pools API operation the rate rules count. */
export const COGNITO_OPERATIONS = {
  signUp: 'AWSCognitoIdentityProviderService.SignUp',
  resendConfirmationCode: 'AWSCognitoIdentityProviderService.ResendConfirmationCode',
  forgotPassword: 'AWSCognitoIdentityProviderService.ForgotPassword',
  confirmForgotPassword: 'AWSCognitoIdentityProviderService.ConfirmForgotPassword',
  initiateAuth: 'AWSCognitoIdentityProviderService.InitiateAuth',
  respondToAuthChallenge: 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
} as const;

type Operation = keyof typeof COGNITO_OPERATIONS;

interface RateRule {
  name: string;
  /** The rule's CloudWatch metric, after the ACL's own name. */
  metricName: string;
  /** The stage setting that holds its limit. */
  limit: keyof FirewallSettings;
  operations: readonly Operation[];
}

/** One per-IP limit per thing a person does: sign up, ask for the code again, reset a password, sign in. */
export const USER_POOL_RATE_RULES: readonly RateRule[] = [
  { name: 'SignUpsPerIp', metricName: 'sign-ups-per-ip', limit: 'signUpsPerIp', operations: ['signUp'] },
  {
    name: 'CodeResendsPerIp',
    metricName: 'code-resends-per-ip',
    limit: 'codeResendsPerIp',
    operations: ['resendConfirmationCode'],
  },
  {
    name: 'PasswordResetsPerIp',
    metricName: 'password-resets-per-ip',
    limit: 'passwordResetRequestsPerIp',
    operations: ['forgotPassword', 'confirmForgotPassword'],
  },
  {
    name: 'SignInsPerIp',
    metricName: 'sign-ins-per-ip',
    limit: 'signInRequestsPerIp',
    operations: ['initiateAuth', 'respondToAuthChallenge'],
  },
];

const IP_REPUTATION_LIST = 'AWSManagedRulesAmazonIpReputationList';
/** A rate rule's window: an IP over its limit is refused until its count over the last window drops under it. */
const RATE_WINDOW = Duration.minutes(5);

export interface UserPoolFirewallProps {
  stage: string;
  userPool: IUserPool;
  settings: FirewallSettings;
}

/**
 * The SPA calls Cognito directly, so the site's web ACL never sees a sign-up, a sign-in or a password
 * reset, and the Lite plan has no threat protection (docs/cost.md says why this and not Plus). This
 * regional web ACL, associated with the user pool, turns away AWS's list of bad IP addresses and
 * limits each client IP per operation, so a script can neither make the store's SES identity send
 * codes to any address nor guess passwords at speed. Blocked requests get Cognito's own refusal:
 * custom responses reach only its hosted pages, which the store does not use.
 */
export class UserPoolFirewall extends Construct {
  /** Requests the rate rules refused in five minutes, all rules together: a surge means a script. */
  readonly rateLimitBlocks: IMetric;

  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    const aclMetricName = `d1-gang-${props.stage}-user-pool`;
    const ruleMetricName = (name: string) => `${aclMetricName}-${name}`;

    const webAcl = new CfnWebACL(this, 'WebAcl', {
      // WAF descriptions take no parentheses.
      description: `D1 Gang store ${props.stage} user pool - IP reputation and per-IP limits on Cognito operations`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      rules: [
        {
          name: IP_REPUTATION_LIST,
          priority: 0,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: IP_REPUTATION_LIST } },
          visibilityConfig: visibility(ruleMetricName(IP_REPUTATION_LIST)),
        },
        ...USER_POOL_RATE_RULES.map((rule, index) => ({
          name: rule.name,
          priority: index + 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.settings[rule.limit],
              aggregateKeyType: 'IP',
              evaluationWindowSec: RATE_WINDOW.toSeconds(),
              scopeDownStatement: anyOperation(rule.operations),
            },
          },
          visibilityConfig: visibility(ruleMetricName(rule.metricName)),
        })),
      ],
      visibilityConfig: visibility(aclMetricName),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: webAcl.attrArn,
    });

    // WAF reports a rule's blocks only when there are some: a rule without any counts as 0.
    const blocked = Object.fromEntries(
      USER_POOL_RATE_RULES.map((rule, index) => [
        `rule${index}`,
        new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: {
            Region: Stack.of(this).region,
            Rule: ruleMetricName(rule.metricName),
            WebACL: aclMetricName,
          },
          statistic: 'Sum',
          period: RATE_WINDOW,
        }),
      ]),
    );
    this.rateLimitBlocks = new MathExpression({
      label: 'User pool requests blocked by the per-IP limits',
      expression: Object.keys(blocked)
        .map((id) => `FILL(${id}, 0)`)
        .join(' + '),
      usingMetrics: blocked,
      period: RATE_WINDOW,
    });
  }
}

/** CloudWatch metrics and sampled requests, under this name. */
function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

/** Requests to any of these operations, by their `X-Amz-Target` header in any letter case. */
function anyOperation(operations: readonly Operation[]): CfnWebACL.StatementProperty {
  const statements = operations.map(
    (operation): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'EXACTLY',
        searchString: COGNITO_OPERATIONS[operation].toLowerCase(),
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    }),
  );
  const [only] = statements;
  return statements.length === 1 && only ? only : { orStatement: { statements } };
}
