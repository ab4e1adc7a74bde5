import { Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { SiteFirewall } from './site-firewall';

/** CloudFront's web ACLs, like its certificates, live in this region only. */
const EDGE_REGION = 'us-east-1';

/** The SSM parameter (in us-east-1) through which the store stack finds its stage's web ACL. */
function webAclParameterName(stage: string): string {
  return `/d1-gang/${stage}/site-web-acl-arn`;
}

export interface EdgeStackProps extends StackProps {
  stage: string;
}

/**
 * The stage's resources that must sit in us-east-1: the site's web ACL. Its ARN is published as an
 * SSM parameter that the store stack, in any region, reads at deploy time (EdgeReference); the
 * store stack depends on this one, so `cdk deploy` creates it first.
 */
export class EdgeStack extends Stack {
  readonly firewall: SiteFirewall;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION } });
    this.firewall = new SiteFirewall(this, 'SiteFirewall', { stage: props.stage });
    new StringParameter(this, 'WebAclArn', {
      parameterName: webAclParameterName(props.stage),
      stringValue: this.firewall.webAcl.attrArn,
      description: 'The web ACL the store stack attaches to its CloudFront distribution',
    });
  }
}

export interface EdgeReferenceProps {
  stage: string;
  /** Where CDK's custom-resource Lambda logs. */
  logGroup: ILogGroup;
}

/** Reads the edge stack's web ACL ARN from us-east-1 while the store stack deploys, in any region. */
export class EdgeReference extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeReferenceProps) {
    super(scope, id);
    const name = webAclParameterName(props.stage);
    const read = {
      service: 'SSM',
      action: 'GetParameter',
      parameters: { Name: name },
      region: EDGE_REGION,
      physicalResourceId: PhysicalResourceId.of(name),
    };
    const resource = new AwsCustomResource(this, 'ReadWebAclArn', {
      onCreate: read,
      onUpdate: read,
      installLatestAwsSdk: false,
      logGroup: props.logGroup,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [
            Stack.of(this).formatArn({
              service: 'ssm',
              region: EDGE_REGION,
              resource: 'parameter',
              resourceName: name.slice(1),
            }),
          ],
        }),
      ]),
    });
    this.webAclArn = resource.getResponseField('Parameter.Value');
  }
}
