import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import {
  Annotations,
  ArnFormat,
  Aws,
  CfnOutput,
  CfnRule,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Token,
} from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TableCopies } from './edge-stack';
import { acknowledge } from './nag-acknowledgements';

export interface TableBackupProps {
  stage: string;
  table: ITable;
  /** The vault in another region that keeps a copy of each backup (the edge stack's). */
  copies: TableCopies;
}

/**
 * Every backup, and its copy, is deleted after the days the privacy policy states (/privacy): what a
 * supporter deleted stays in the backups no longer than it promises. A copy keeps its source's
 * creation date, so both end on the same day. 35 days also reach back past a month's close, when a
 * mistake in payments or the tax report is most likely found.
 */
const KEEP_DAYS = PRIVACY_PERIODS.backupDays;

/**
 * A daily AWS Backup of the table, copied to a second region. Point-in-time recovery restores any
 * second of the last 35 days but lives and dies with the table and its region; these backups outlive
 * a deleted table, a deleted stack and a lost region. Only for a stage that keeps its data (prod).
 */
export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;
  /** The role AWS Backup backs up with; a restore job may use it too (docs/deploy.md). */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    refuseCopiesIntoOwnRegion(this, props);
    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: `d1-gang-${props.stage}-table-backups`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `d1-gang-${props.stage}-table`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          // 05:00 UTC: the night in the Americas, before Europe's morning.
          scheduleExpression: Schedule.cron({ minute: '0', hour: '5' }),
          deleteAfter: Duration.days(KEEP_DAYS),
          copyActions: [
            {
              destinationBackupVault: BackupVault.fromBackupVaultArn(
                this,
                'CopyVault',
                copyVaultArn(this, props.copies),
              ),
              deleteAfter: Duration.days(KEEP_DAYS),
            },
          ],
        }),
      ],
    });
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('backup.amazonaws.com') });
    this.plan.addSelection('Table', {
      resources: [BackupResource.fromDynamoDbTable(props.table)],
      role: this.role,
      allowRestores: true,
    });
    acknowledge(
      this.role,
      'AWS Backup documents these two AWS managed policies as what advanced DynamoDB backups (copies to another ' +
        'region) and their restores need; AWS keeps them current as the service changes',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores]',
    );
    new CfnOutput(this, 'RoleArn', {
      value: this.role.roleArn,
      description: 'The role to restore a table backup with (aws backup start-restore-job --iam-role-arn)',
    }).overrideLogicalId('TableBackupRoleArn');
  }
}

/**
 * A copy in the table's own region is no second region: CloudFormation refuses to deploy the stack
 * there (a template rule, checked before any change). The synth only warns when its region is that
 * one, as `cdk synth` without an AWS region configured takes us-east-1 for it.
 */
function refuseCopiesIntoOwnRegion(scope: Construct, { stage, copies }: TableBackupProps): void {
  const message =
    `Stage "${stage}" keeps its data: its table backups are copied to ${copies.region}, so the store stack ` +
    `cannot be in ${copies.region} too (deploy it in another region)`;
  new CfnRule(scope, 'CopiesInAnotherRegion', {
    assertions: [
      { assert: Fn.conditionNot(Fn.conditionEquals(Aws.REGION, copies.region)), assertDescription: message },
    ],
  });
  const region = Stack.of(scope).region;
  if (!Token.isUnresolved(region) && region === copies.region) {
    Annotations.of(scope).addWarningV2('@d1-gang/table-backup:copiesInOwnRegion', message);
  }
}

/** The copies' vault's ARN, in the store stack's account and the copies' region. */
function copyVaultArn(scope: Construct, copies: TableCopies): string {
  return Stack.of(scope).formatArn({
    service: 'backup',
    region: copies.region,
    resource: 'backup-vault',
    resourceName: copies.vaultName,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}
