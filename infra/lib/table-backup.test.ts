import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { logicalId, synthStage } from '../test/synth-stack';

const prod = synthStage('prod');
const dev = synthStage('dev');
const agnostic = synthStage('prod', { envAgnostic: true });
const edgeOf = (result: typeof prod) => {
  if (!result.edge) throw new Error('no edge stack');
  return Template.fromStack(result.edge);
};

const COPY_VAULT_ARN = {
  'Fn::Join': [
    '',
    ['arn:', { Ref: 'AWS::Partition' }, ':backup:us-east-1:123456789012:backup-vault:d1-gang-prod-table-copies'],
  ],
};

describe('TableBackup: a daily backup of prod’s table, copied to a second region', () => {
  test('one plan: every day at 05:00 UTC into the stage’s vault, kept as long as the privacy policy says', () => {
    expect(PRIVACY_PERIODS.backupDays).toBe(35);
    prod.template.resourceCountIs('AWS::Backup::BackupPlan', 1);
    prod.template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'd1-gang-prod-table',
        BackupPlanRule: [
          {
            RuleName: 'Daily',
            ScheduleExpression: 'cron(0 5 * * ? *)',
            TargetBackupVault: { 'Fn::GetAtt': [logicalId(prod.stack.tableBackup?.vault as never), 'BackupVaultName'] },
            Lifecycle: { DeleteAfterDays: 35 },
            CopyActions: [{ DestinationBackupVaultArn: COPY_VAULT_ARN, Lifecycle: { DeleteAfterDays: 35 } }],
          },
        ],
      },
    });
  });

  test('backs up the store table and nothing else', () => {
    prod.template.resourceCountIs('AWS::Backup::BackupSelection', 1);
    prod.template.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: {
        SelectionName: 'Table',
        Resources: [{ 'Fn::GetAtt': [logicalId(prod.stack.data.table), 'Arn'] }],
      },
    });
  });

  test('its role may back up and restore (advanced DynamoDB backups need both AWS managed policies)', () => {
    const backupPolicy = (name: string) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:iam::aws:policy/service-role/${name}`]],
    });
    prod.template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'backup.amazonaws.com' } }],
      },
      ManagedPolicyArns: [
        backupPolicy('AWSBackupServiceRolePolicyForBackup'),
        backupPolicy('AWSBackupServiceRolePolicyForRestores'),
      ],
    });
  });

  test('the stage’s vault and the copies’ vault outlive their stacks, named for the stage', () => {
    prod.template.hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { BackupVaultName: 'd1-gang-prod-table-backups' },
    });
    expect(prod.edge?.region).toBe('us-east-1');
    edgeOf(prod).resourceCountIs('AWS::Backup::BackupVault', 1);
    edgeOf(prod).hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { BackupVaultName: 'd1-gang-prod-table-copies' },
    });
  });

  test('a stage that does not keep its data has no plan and no vault, here or in us-east-1', () => {
    expect(dev.stack.tableBackup).toBeUndefined();
    dev.template.resourceCountIs('AWS::Backup::BackupPlan', 0);
    dev.template.resourceCountIs('AWS::Backup::BackupVault', 0);
    edgeOf(dev).resourceCountIs('AWS::Backup::BackupVault', 0);
  });

  const REFUSAL =
    'Stage "prod" keeps its data: its table backups are copied to us-east-1, so the store stack cannot be ' +
    'in us-east-1 too (deploy it in another region)';
  const rulesOf = (template: Template) => Object.values(template.toJSON().Rules as Record<string, unknown>);
  const refusal = {
    Assertions: [
      { Assert: { 'Fn::Not': [{ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] }] }, AssertDescription: REFUSAL },
    ],
  };

  test.each([
    ['a region', prod],
    ['no region', agnostic],
  ])(
    'with %s in the template, CloudFormation refuses a prod stack in us-east-1 before changing anything',
    (_r, result) => {
      expect(rulesOf(result.template)).toContainEqual(refusal);
    },
  );

  test('a prod stack synthesized for us-east-1 is warned about at synth', () => {
    const { stack: store, template } = synthStage('prod', { region: 'us-east-1' });

    Annotations.fromStack(store).hasWarning(
      '/D1GangStore-prod/TableBackup',
      `${REFUSAL} [ack: @d1-gang/table-backup:copiesInOwnRegion]`,
    );
    expect(rulesOf(template)).toContainEqual(refusal);
    // Elsewhere, no warning.
    expect(Annotations.fromStack(prod.stack).findWarning('/D1GangStore-prod/TableBackup', Match.anyValue())).toEqual(
      [],
    );
  });

  test('a stage that does not keep its data has no such rule', () => {
    expect(rulesOf(dev.template)).not.toContainEqual(refusal);
  });
});
