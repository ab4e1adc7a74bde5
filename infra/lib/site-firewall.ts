import { CfnWebACL, type CfnWebACLProps } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { FirewallSettings } from '../config/stages';

/** AWS managed rule groups, in evaluation order: bad reputation first, then known exploits, then the common set. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

/** The common rule set's rule that blocks bodies over 8 KB, and the label it leaves when only counted. */
export const BODY_SIZE_RULE = 'SizeRestrictions_BODY';
export const BODY_SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

/** The API on the site's origin, and its admin part: their bodies get limits of their own. */
export const API_PATH_PREFIX = '/api/';
export const ADMIN_PATH_PREFIX = '/api/admin/';
/** The game servers' API: a rate limit of its own. */
export const GAME_PATH_PREFIX = '/api/game/';

/** The body inspection limits CloudFront offers AWS WAF, in KB (16 is the free default). */
const INSPECTION_LIMITS_KB = [16, 32, 48, 64] as const;

export interface SiteFirewallProps {
  stage: string;
  settings: FirewallSettings;
}

/**
 * The web ACL in front of the site and its `/api`: AWS managed rule groups and per-IP rate limits,
 * stricter for `POST /api/contact`, and one of its own for the game servers' `/api/game/*` (which the
 * site-wide limit leaves out: a game server makes far more requests than a person). The common rule set's 8 KB body limit is shorter than the
 * longest legal contact message or admin answer in 4-byte characters: it is kept outside `/api/*`,
 * and API bodies get the stage's own limits (`apiBodyBytes`, `adminBodyBytes` for `/api/admin/*`). CloudFront
 * takes only web ACLs of scope CLOUDFRONT, which exist in us-east-1 alone: this construct lives in
 * the stage's edge stack (see edge-stack.ts).
 */
export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** Everything the web ACL is made of: the edge stack fingerprints it (edge-stack.ts). */
  readonly definition: CfnWebACLProps;

  constructor(scope: Construct, id: string, props: SiteFirewallProps) {
    super(scope, id);
    const { requestsPerIp, contactPostsPerIp, gameRequestsPerIp, apiBodyBytes, adminBodyBytes } = props.settings;
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
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          // Only counted (and labelled) here: the two body-size rules below decide, per path.
          ...(name === 'AWSManagedRulesCommonRuleSet'
            ? { ruleActionOverrides: [{ name: BODY_SIZE_RULE, actionToUse: { count: {} } }] }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));

    const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    // A body larger than WAF may inspect is over the limit by definition (the inspection limit set
    // below covers the largest limit).
    const bodyOver = (bytes: number): CfnWebACL.StatementProperty => ({
      sizeConstraintStatement: {
        fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
        comparisonOperator: 'GT',
        size: bytes,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const tooLarge = { block: { customResponse: { responseCode: 413 } } };
    const bodySize: CfnWebACL.RuleProperty[] = [
      {
        // The common rule set's own verdict, outside the API (where CloudFront takes no body anyway).
        name: 'BodyOver8KbOutsideApi',
        priority: MANAGED_RULE_GROUPS.length,
        action: tooLarge,
        statement: {
          andStatement: {
            statements: [
              { labelMatchStatement: { scope: 'LABEL', key: BODY_SIZE_LABEL } },
              { notStatement: { statement: pathStartsWith(API_PATH_PREFIX) } },
            ],
          },
        },
        visibilityConfig: visibility('body-over-8kb-outside-api'),
      },
      {
        name: 'AdminBodyTooLarge',
        priority: MANAGED_RULE_GROUPS.length + 1,
        action: tooLarge,
        statement: { andStatement: { statements: [pathStartsWith(ADMIN_PATH_PREFIX), bodyOver(adminBodyBytes)] } },
        visibilityConfig: visibility('admin-body-too-large'),
      },
      {
        name: 'ApiBodyTooLarge',
        priority: MANAGED_RULE_GROUPS.length + 2,
        action: tooLarge,
        statement: {
          andStatement: {
            statements: [
              pathStartsWith(API_PATH_PREFIX),
              { notStatement: { statement: pathStartsWith(ADMIN_PATH_PREFIX) } },
              bodyOver(apiBodyBytes),
            ],
          },
        },
        visibilityConfig: visibility('api-body-too-large'),
      },
    ];

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

    const firstRatePriority = MANAGED_RULE_GROUPS.length + bodySize.length;
    const rateLimits: CfnWebACL.RuleProperty[] = [
      {
        name: 'ContactPostsPerIp',
        priority: firstRatePriority,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: {
          rateBasedStatement: {
            limit: contactPostsPerIp,
            aggregateKeyType: 'IP',
            evaluationWindowSec: 300,
            scopeDownStatement: contactPosts,
          },
        },
        visibilityConfig: visibility('contact-posts-per-ip'),
      },
      {
        name: 'GameRequestsPerIp',
        priority: firstRatePriority + 1,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: {
          rateBasedStatement: {
            limit: gameRequestsPerIp,
            aggregateKeyType: 'IP',
            evaluationWindowSec: 300,
            scopeDownStatement: pathStartsWith(GAME_PATH_PREFIX),
          },
        },
        visibilityConfig: visibility('game-requests-per-ip'),
      },
      {
        name: 'RequestsPerIp',
        priority: firstRatePriority + 2,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: {
          rateBasedStatement: {
            limit: requestsPerIp,
            aggregateKeyType: 'IP',
            evaluationWindowSec: 300,
            scopeDownStatement: { notStatement: { statement: pathStartsWith(GAME_PATH_PREFIX) } },
          },
        },
        visibilityConfig: visibility('requests-per-ip'),
      },
    ];

    this.definition = {
      // WAF descriptions take no parentheses.
      description: `D1 Gang store ${props.stage} - managed rules, body sizes and per-IP rate limits`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [...managed, ...bodySize, ...rateLimits],
      // WAF sees the first 16 KB of a body unless told more (each further 16 KB is billed per request
      // that has it); the limits need the whole of a body up to the largest of them in view.
      associationConfig: {
        requestBody: {
          CLOUDFRONT: { defaultSizeInspectionLimit: `KB_${inspectionLimitKb(Math.max(apiBodyBytes, adminBodyBytes))}` },
        },
      },
      visibilityConfig: visibility('web-acl'),
    };
    this.webAcl = new CfnWebACL(this, 'WebAcl', this.definition);
  }
}

/** The smallest body inspection limit CloudFront offers that covers `bytes`. */
export function inspectionLimitKb(bytes: number): number {
  const limit = INSPECTION_LIMITS_KB.find((kb) => kb * 1024 >= bytes);
  if (limit === undefined) throw new Error(`AWS WAF cannot inspect ${bytes} bytes of a body behind CloudFront`);
  return limit;
}
