import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, type CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface WebAclLogsProps {
  stage: string;
  webAcl: CfnWebACL;
}

/**
 * The web ACL's log in CloudWatch Logs, beside it in us-east-1 (WAF logs a CloudFront ACL only
 * there): one record per request a rule blocked or counted, so an operator sees who was refused and
 * by which rule. Allowed requests are left out: CloudFront's standard logs hold every request, and
 * logging each one here would cost more than the ACL. Credentials (the Authorization header, cookies)
 * are redacted. Kept the days the privacy policy states for server logs; deleted with the stack,
 * as the records only matter while they are recent.
 */
export class WebAclLogs extends Construct {
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: WebAclLogsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // WAF only logs to a destination whose name starts with this.
    const logGroupName = `aws-waf-logs-d1-gang-${props.stage}`;
    this.logGroup = new LogGroup(this, 'LogGroup', {
      logGroupName,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // WAF takes the group's ARN without the ':*' that its Arn attribute ends with.
    const logGroupArn = stack.formatArn({
      service: 'logs',
      resource: 'log-group',
      resourceName: logGroupName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    // The group's own policy: without it WAF adds this account to a shared one (AWSWAF-LOGS), which
    // stops growing at CloudWatch Logs' policy size limit.
    this.logGroup.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${logGroupArn}:log-stream:*`],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'logs', resource: '*' }) },
        },
      }),
    );
    const logging = new CfnLoggingConfiguration(this, 'Configuration', {
      resourceArn: props.webAcl.attrArn,
      logDestinationConfigs: [logGroupArn],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
      loggingFilter: {
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
    logging.node.addDependency(this.logGroup);
  }
}
