import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { Duration, Stack } from 'aws-cdk-lib';
import type { Stage } from 'aws-cdk-lib/aws-apigateway';
import { type IMetric, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface ApiFirewallProps {
  /** The stage's name (dev, prod): it names the web ACL's metrics. */
  stage: string;
  /** The REST API stage CloudFront calls. */
  apiStage: Stage;
  /**
   * The origin secret values a request may carry, as dynamic references CloudFormation resolves at
   * deploy (never the values): the current one and, during a rotation, the previous one.
   */
  acceptedSecrets: readonly string[];
}

const FORBIDDEN_BODY = 'forbidden';

/**
 * The API's execute-api URL is public, so this regional web ACL on the REST API's stage lets through
 * only requests carrying CloudFront's origin secret header and blocks the rest with a JSON 403.
 * WAF runs before API Gateway's authorizers and integrations: a direct call spends neither the
 * stage's throttle nor a Lambda invocation. The Lambdas keep their own check (origin-guard.ts).
 */
export class ApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** Requests the web ACL refused: anyone calling the execute-api URL around CloudFront. */
  readonly blockedRequests: IMetric;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    if (props.acceptedSecrets.length === 0) throw new Error('The API web ACL needs at least one origin secret');
    const metricName = `d1-gang-${props.stage}-api`;
    const matches = props.acceptedSecrets.map(originHeaderIs);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      // WAF descriptions take no parentheses.
      description: `D1 Gang store ${props.stage} API - only requests that came through CloudFront`,
      scope: 'REGIONAL',
      defaultAction: { block: { customResponse: { responseCode: 403, customResponseBodyKey: FORBIDDEN_BODY } } },
      customResponseBodies: {
        [FORBIDDEN_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: HTTP_MESSAGES.forbidden }),
        },
      },
      rules: [
        {
          name: 'FromCloudFront',
          priority: 0,
          action: { allow: {} },
          statement:
            matches.length === 1
              ? (matches[0] as CfnWebACL.StatementProperty)
              : { orStatement: { statements: matches } },
          visibilityConfig: visibility(`${metricName}-from-cloudfront`),
        },
      ],
      visibilityConfig: visibility(metricName),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.apiStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });

    this.blockedRequests = new Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: metricName, Region: Stack.of(this).region, Rule: 'ALL' },
      statistic: 'Sum',
      period: Duration.minutes(5),
      label: 'API requests blocked by its web ACL',
    });
  }
}

/** The origin secret header holds exactly this value (the header's name in any case, as HTTP has it). */
function originHeaderIs(value: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: ORIGIN_SECRET_HEADER } },
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

/**
 * CloudWatch metrics under this name. No sampled requests: WAF keeps a sample's headers, and every
 * request this ACL allows carries the origin secret and most a person's access token.
 */
function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: false, metricName };
}
