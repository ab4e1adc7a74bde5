import { HTTP_MESSAGES } from '@shared/http-messages';
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
/**
 * The tier cards' currency estimate: every page that shows prices asks it once, browsing included, so it
 * has a limit of its own and the buyers' limit leaves it out (docs/capacity.md, "One address, many people").
 */
export const CURRENCY_ESTIMATE_PATH = '/api/currency-estimate';

/** A rate rule's window: an IP over its limit is refused until its count over the last window drops under it. */
const RATE_WINDOW_SECONDS = 300;
/** The body every rate rule answers with, as the API's own 429s carry `{ message }`. */
const RATE_LIMITED_BODY = 'rate-limited';

/** The body inspection limits CloudFront offers AWS WAF, in KB (16 is the free default). */
const INSPECTION_LIMITS_KB = [16, 32, 48, 64] as const;

export interface SiteFirewallProps {
  stage: string;
  settings: FirewallSettings;
}

/**
 * The web ACL in front of the site and its `/api`: AWS managed rule groups and per-IP rate limits on
 * the API, stricter for `POST /api/contact`, and one of its own for the game servers' `/api/game/*`
 * (which the API-wide limit leaves out: a game server makes far more requests than a person). The common rule set's 8 KB body limit is shorter than the
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
    this.definition = webAclDefinition(props.stage, props.settings);
    this.webAcl = new CfnWebACL(this, 'WebAcl', this.definition);
  }
}

/** A rule's metrics and sampled requests, named for the stage. */
type Visibility = (name: string) => CfnWebACL.VisibilityConfigProperty;

/** The web ACL: the managed rule groups, then the body sizes, then the rate limits, in that order of priority. */
function webAclDefinition(stage: string, settings: FirewallSettings): CfnWebACLProps {
  const { apiBodyBytes, adminBodyBytes } = settings;
  const metricPrefix = `d1-gang-${stage}`;
  const visibility: Visibility = (name) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName: `${metricPrefix}-${name}`,
  });
  const bodySize = bodySizeRules(settings, visibility);
  return {
    // WAF descriptions take no parentheses.
    description: `D1 Gang store ${stage} - managed rules, body sizes and per-IP rate limits`,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    rules: [
      ...managedRuleGroups(visibility),
      ...bodySize,
      ...rateLimitRules(settings, MANAGED_RULE_GROUPS.length + bodySize.length, visibility),
    ],
    // WAF sees the first 16 KB of a body unless told more (each further 16 KB is billed per request
    // that has it); the limits need the whole of a body up to the largest of them in view.
    associationConfig: {
      requestBody: {
        CLOUDFRONT: { defaultSizeInspectionLimit: `KB_${inspectionLimitKb(Math.max(apiBodyBytes, adminBodyBytes))}` },
      },
    },
    customResponseBodies: {
      [RATE_LIMITED_BODY]: {
        contentType: 'APPLICATION_JSON',
        content: JSON.stringify({ message: HTTP_MESSAGES.tooManyRequests }),
      },
    },
    visibilityConfig: visibility('web-acl'),
  };
}

/** The AWS managed rule groups, first in priority. */
function managedRuleGroups(visibility: Visibility): CfnWebACL.RuleProperty[] {
  return MANAGED_RULE_GROUPS.map((name, index) => ({
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
}

/** 413 for a body over its path's limit: the common rule set's 8 KB outside the API, the stage's own within. */
function bodySizeRules(
  { apiBodyBytes, adminBodyBytes }: FirewallSettings,
  visibility: Visibility,
): CfnWebACL.RuleProperty[] {
  const tooLarge = { block: { customResponse: { responseCode: 413 } } };
  return [
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
}

/**
 * Per-IP limits over five minutes: contact posts, the game servers' API, the currency estimate, and the
 * rest of the API. Pages
 * and static files are not counted: CloudFront serves them from its cache, and counting them would
 * refuse a campus or a mobile carrier's shared address after a few dozen visitors (docs/capacity.md).
 */
function rateLimitRules(
  { apiRequestsPerIp, contactPostsPerIp, gameRequestsPerIp, currencyEstimatesPerIp }: FirewallSettings,
  firstPriority: number,
  visibility: Visibility,
): CfnWebACL.RuleProperty[] {
  return [
    rateRule('ContactPostsPerIp', firstPriority, contactPostsPerIp, contactPosts(), visibility('contact-posts-per-ip')),
    rateRule(
      'GameRequestsPerIp',
      firstPriority + 1,
      gameRequestsPerIp,
      pathStartsWith(GAME_PATH_PREFIX),
      visibility('game-requests-per-ip'),
    ),
    rateRule(
      'CurrencyEstimatesPerIp',
      firstPriority + 2,
      currencyEstimatesPerIp,
      pathIs(CURRENCY_ESTIMATE_PATH),
      visibility('currency-estimates-per-ip'),
    ),
    rateRule(
      'ApiRequestsPerIp',
      firstPriority + 3,
      apiRequestsPerIp,
      {
        andStatement: {
          statements: [
            pathStartsWith(API_PATH_PREFIX),
            { notStatement: { statement: pathStartsWith(GAME_PATH_PREFIX) } },
            { notStatement: { statement: pathIs(CURRENCY_ESTIMATE_PATH) } },
          ],
        },
      },
      visibility('api-requests-per-ip'),
    ),
  ];
}

/**
 * 429 for an IP that sent more than `limit` of the requests `scopeDown` matches in five minutes, with
 * a JSON message as the API's own 429s, and Retry-After for the whole window (WAF names no sooner
 * time), so the site and game servers wait as they do for the API's limits.
 */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement: CfnWebACL.StatementProperty,
  visibilityConfig: CfnWebACL.VisibilityConfigProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: RATE_LIMITED_BODY,
          responseHeaders: [{ name: 'retry-after', value: String(RATE_WINDOW_SECONDS) }],
        },
      },
    },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        scopeDownStatement,
      },
    },
    visibilityConfig,
  };
}

/** `POST /api/contact`: the contact form's sends. */
function contactPosts(): CfnWebACL.StatementProperty {
  return {
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
}

function pathIs(path: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function pathStartsWith(prefix: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: prefix,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

/**
 * A body larger than WAF may inspect is over the limit by definition (the inspection limit set in
 * webAclDefinition covers the largest limit).
 */
function bodyOver(bytes: number): CfnWebACL.StatementProperty {
  return {
    sizeConstraintStatement: {
      fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
      comparisonOperator: 'GT',
      size: bytes,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

/** The smallest body inspection limit CloudFront offers that covers `bytes`. */
export function inspectionLimitKb(bytes: number): number {
  const limit = INSPECTION_LIMITS_KB.find((kb) => kb * 1024 >= bytes);
  if (limit === undefined) throw new Error(`AWS WAF cannot inspect ${bytes} bytes of a body behind CloudFront`);
  return limit;
}
