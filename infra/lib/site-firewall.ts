import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one client IP may make in five minutes, anywhere on the site and API. */
export const SITE_RATE_LIMIT = 1000;
/** Contact posts one client IP may make in five minutes (the app adds its own, finer limit). */
export const CONTACT_RATE_LIMIT = 20;

/** AWS managed rule groups, in evaluation order: bad reputation first, then known exploits, then the common set. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

export interface SiteFirewallProps {
  stage: string;
}

/**
 * The web ACL in front of the site and its `/api`: AWS managed rule groups and per-IP rate limits,
 * stricter for `POST /api/contact`. CloudFront takes only web ACLs of scope CLOUDFRONT, which exist
 * in us-east-1 alone: this construct lives in the stage's edge stack (see edge-stack.ts).
 */
export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteFirewallProps) {
    super(scope, id);
    const metricPrefix = `d1-gang-${props.stage}`;
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${metricPrefix}-${name}`,
    });

    const managed: CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((name, index) => ({
      name,
      priority: index,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    }));

    const contactPosts: CfnWebACL.StatementProperty = {
      andStatement: {
        statements: [
          {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'EXACTLY',
              searchString: '/api/contact',
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          {
            byteMatchStatement: {
              fieldToMatch: { method: {} },
              positionalConstraint: 'EXACTLY',
              searchString: 'POST',
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        ],
      },
    };

    const rateLimits: CfnWebACL.RuleProperty[] = [
      {
        name: 'ContactPostsPerIp',
        priority: MANAGED_RULE_GROUPS.length,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: {
          rateBasedStatement: {
            limit: CONTACT_RATE_LIMIT,
            aggregateKeyType: 'IP',
            evaluationWindowSec: 300,
            scopeDownStatement: contactPosts,
          },
        },
        visibilityConfig: visibility('contact-posts-per-ip'),
      },
      {
        name: 'RequestsPerIp',
        priority: MANAGED_RULE_GROUPS.length + 1,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: { rateBasedStatement: { limit: SITE_RATE_LIMIT, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
        visibilityConfig: visibility('requests-per-ip'),
      },
    ];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      // WAF descriptions take no parentheses.
      description: `D1 Gang store ${props.stage} - managed rules and per-IP rate limits`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [...managed, ...rateLimits],
      visibilityConfig: visibility('web-acl'),
    });
  }
}
