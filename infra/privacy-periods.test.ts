import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { synthStage } from './test/synth-stack';

/** AWS keeps a table's point-in-time backups for 35 days unless the table names another period. */
const AWS_DEFAULT_RECOVERY_DAYS = 35;

interface Resource {
  Properties: Record<string, unknown>;
}

/** The production stage keeps its logs and backups as long as the privacy policy says (shared/privacy-periods.ts). */
describe('the privacy policy’s periods, in the production stage', () => {
  const { template } = synthStage('prod');
  const resources = (type: string) => Object.values(template.findResources(type)) as Resource[];

  test('every log group, the API access logs and each function’s, keeps its logs the stated days', () => {
    const retention = resources('AWS::Logs::LogGroup').map((group) => group.Properties.RetentionInDays);

    expect(retention.length).toBeGreaterThan(1);
    expect(new Set(retention)).toEqual(new Set([PRIVACY_PERIODS.logDays]));
  });

  test('the table’s continuous backups reach back the stated days', () => {
    const [table] = resources('AWS::DynamoDB::Table');
    const backups = table?.Properties.PointInTimeRecoverySpecification as
      | { PointInTimeRecoveryEnabled: boolean; RecoveryPeriodInDays?: number }
      | undefined;

    expect(backups?.PointInTimeRecoveryEnabled).toBe(true);
    expect(backups?.RecoveryPeriodInDays ?? AWS_DEFAULT_RECOVERY_DAYS).toBe(PRIVACY_PERIODS.backupDays);
  });
});
