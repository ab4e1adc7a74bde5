import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';

/** Accepts cdk-nag findings on a construct and everything under it, for one written reason. */
export function acknowledge(construct: IConstruct, reason: string, ...ids: string[]): void {
  Validations.of(construct).acknowledge(...ids.map((id) => ({ id, reason })));
}

/** A region as cdk-nag prints it inside a finding id: the name, or the pseudo parameter when env-agnostic. */
function nagRegion(stack: Stack): string {
  return Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
}

function nagAccount(stack: Stack): string {
  return Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
}

/** A region- and account-scoped ARN as cdk-nag prints it inside an IAM5 finding id. */
export function nagArn(stack: Stack, service: string, resource: string): string {
  return `arn:<AWS::Partition>:${service}:${nagRegion(stack)}:${nagAccount(stack)}:${resource}`;
}

// The singleton Lambdas CDK adds for BucketDeployment and AwsCustomResource (ids fixed by CDK).
const BUCKET_DEPLOYMENT_PROVIDER = 'Custom::CDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C';
const AWS_CUSTOM_RESOURCE_PROVIDER = 'AWS679f53fac002430cb0da5b7982bd2287';

const CDK_PROVIDER_REASON =
  'Provider Lambda written and maintained by AWS CDK: its runtime, managed logging policy and scoped S3 ' +
  'wildcards (the site bucket and the CDK asset bucket) are set by CDK and only run at deploy time';

/** Findings on the Lambdas CDK itself provides for the site upload and the web ACL reader. */
export function acknowledgeCdkProviders(stack: Stack, siteBucket: IBucket): void {
  const basicRole =
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
  const deployment = stack.node.tryFindChild(BUCKET_DEPLOYMENT_PROVIDER);
  if (deployment) {
    const assetBucket = `arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${nagAccount(stack)}-${nagRegion(stack)}/*`;
    const siteBucketObjects = `<${stack.getLogicalId(siteBucket.node.defaultChild as CfnElement)}.Arn>/*`;
    acknowledge(
      deployment,
      CDK_PROVIDER_REASON,
      'AwsSolutions-L1',
      basicRole,
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      `AwsSolutions-IAM5[Resource::${assetBucket}]`,
      `AwsSolutions-IAM5[Resource::${siteBucketObjects}]`,
      // CloudFront invalidations cannot be scoped to a distribution in the policy CDK writes.
      'AwsSolutions-IAM5[Resource::*]',
    );
  }
  const customResource = stack.node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER);
  if (customResource) acknowledge(customResource, CDK_PROVIDER_REASON, 'AwsSolutions-L1', basicRole);
}
