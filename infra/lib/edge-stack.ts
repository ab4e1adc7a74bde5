import { createHash } from 'node:crypto';
import { type CfnResource, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupVault } from 'aws-cdk-lib/aws-backup';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { FirewallSettings } from '../config/stages';
import { SiteFirewall } from './site-firewall';
import { WebAclLogs } from './web-acl-logs';

/** CloudFront's web ACLs, like its certificates, live in this region only. */
const EDGE_REGION = 'us-east-1';

/** The SSM parameter (in us-east-1) through which the store stack finds its stage's web ACL. */
function webAclParameterName(stage: string): string {
  return `/d1-gang/${stage}/site-web-acl-arn`;
}

export interface EdgeStackProps extends StackProps {
  stage: string;
  firewall: FirewallSettings;
}

/**
 * The stage's resources that must sit in us-east-1: the site's web ACL and its log. The ACL's ARN is
 * published as an SSM parameter that the store stack, in any region, reads at deploy time
 * (EdgeReference); the store stack depends on this one, so `cdk deploy` creates it first. For a stage
 * that keeps its data it also holds the copies of the table's backups (tableCopyVault).
 */
export class EdgeStack extends Stack {
  readonly stage: string;
  readonly firewall: SiteFirewall;
  readonly firewallLogs: WebAclLogs;
  /**
   * Changes whenever the web ACL could have been replaced (its stack, logical id or definition): the
   * store stack's reader takes it as a property, so the next deploy reads the ARN again.
   */
  readonly webAclFingerprint: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION } });
    this.stage = props.stage;
    this.firewall = new SiteFirewall(this, 'SiteFirewall', { stage: props.stage, settings: props.firewall });
    this.firewallLogs = new WebAclLogs(this, 'SiteFirewallLogs', { stage: props.stage, webAcl: this.firewall.webAcl });
    this.webAclFingerprint = createHash('sha256')
      .update(
        JSON.stringify({
          stack: this.stackName,
          logicalId: this.getLogicalId(this.firewall.webAcl),
          definition: this.firewall.definition,
        }),
      )
      .digest('hex');
    new StringParameter(this, 'WebAclArn', {
      parameterName: webAclParameterName(props.stage),
      stringValue: this.firewall.webAcl.attrArn,
      description: 'The web ACL the store stack attaches to its CloudFront distribution',
    });
  }

  /**
   * Adds the vault that holds the copies of the store table's backups, for a stage that keeps its data
   * (addStageStacks): us-east-1 is a second region for every store stack outside it (table-backup.ts
   * refuses one inside it). Kept when the stack is deleted, with the copies in it.
   */
  addTableCopyVault(): TableCopies {
    const vaultName = `d1-gang-${this.stage}-table-copies`;
    new BackupVault(this, 'TableCopyVault', { backupVaultName: vaultName, removalPolicy: RemovalPolicy.RETAIN });
    return { region: EDGE_REGION, vaultName };
  }
}

/** Where a store stack copies its table's backups: a vault in another region, named (a stack cannot reference another region's resources). */
export interface TableCopies {
  region: string;
  vaultName: string;
}

export interface EdgeReferenceProps {
  stage: string;
  /** The edge stack's `webAclFingerprint`. */
  webAclFingerprint: string;
  /** Where CDK's custom-resource Lambda logs. */
  logGroup: ILogGroup;
}

/**
 * Reads the edge stack's web ACL ARN from us-east-1 while the store stack deploys, in any region. A
 * custom resource runs only when its properties change: the ACL's fingerprint is one of them, so a
 * replaced ACL (new ARN) is read again and the distribution follows it on the same deploy.
 */
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
    // AwsCustomResource passes unknown properties through to its handler, which ignores them.
    const cfn = resource.node.findChild('Resource').node.defaultChild as CfnResource;
    cfn.addPropertyOverride('WebAclFingerprint', props.webAclFingerprint);
    this.webAclArn = resource.getResponseField('Parameter.Value');
  }
}
