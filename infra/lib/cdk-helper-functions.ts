import { CfnResource, type Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** A Lambda of the stack that is not one of the store's own, and what an alarm on it should say. */
export interface HelperFunction {
  /** The function's CloudFormation resource: its `ref` is the function's name. */
  resource: CfnResource;
  /** A name for the alarm's id. */
  name: string;
  /** What the function does, for the alarm's description. */
  does: string;
}

/**
 * The Lambdas CDK adds for its own deploy-time work, by the id (fixed by CDK) of the construct at the
 * stack's root that holds each.
 */
const CDK_HELPERS: { idPrefix: string; name: string; does: string }[] = [
  {
    idPrefix: 'Custom::CDKBucketDeployment',
    name: 'SiteUpload',
    does: "uploads the site's files and invalidates CloudFront on each deploy",
  },
  {
    idPrefix: 'AWS679f53fac002430cb0da5b7982bd2287',
    name: 'DeployAwsCalls',
    does: "reads the web ACL's ARN from us-east-1 on each deploy",
  },
  {
    idPrefix: 'AWSCDK.TriggerCustomResourceProvider',
    name: 'AfterDeployTrigger',
    does: 'runs the /updates pages publisher after each deploy',
  },
  {
    idPrefix: 'Custom::S3AutoDeleteObjectsCustomResourceProvider',
    name: 'SiteBucketEmptying',
    does: 'empties the site bucket when a stage that keeps no data is deleted',
  },
];

/** Every Lambda of the stack outside `known`: the deploy-time helpers CDK adds, named for what they do. */
export function helperFunctions(stack: Stack, known: ReadonlySet<IConstruct>): HelperFunction[] {
  return stack.node
    .findAll()
    .filter((construct): construct is CfnResource => CfnResource.isCfnResource(construct))
    .filter((resource) => resource.cfnResourceType === 'AWS::Lambda::Function' && !known.has(resource))
    .map((resource) => {
      // The construct at the stack's root that holds the function: CDK fixes its id.
      const holder = resource.node.scopes[resource.node.scopes.indexOf(stack) + 1] ?? resource;
      const helper = CDK_HELPERS.find(({ idPrefix }) => holder.node.id.startsWith(idPrefix));
      return {
        resource,
        name: helper?.name ?? holder.node.id.replace(/[^A-Za-z0-9]/g, ''),
        does: helper?.does ?? `runs as ${resource.node.path}`,
      };
    });
}
