import { GLOBAL_SECONDARY_INDEXES, TTL_ATTRIBUTE } from '@shared/contract/table';
import { Match } from 'aws-cdk-lib/assertions';
import { synthStage } from '../test/synth-stack';

const dev = synthStage('dev').template;
const prod = synthStage('prod').template;

describe('Data: the single table', () => {
  test.each([
    ['dev', dev],
    ['prod', prod],
  ])('%s: keys and GSIs come from the shared table definition, all strings', (_stage, template) => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayEquals(
        ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
      ),
      GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  test.each([
    ['dev', dev],
    ['prod', prod],
  ])('%s: on-demand with point-in-time recovery', (_stage, template) => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  test.each([
    ['dev', dev],
    ['prod', prod],
  ])('%s: TTL is on, on the shared TTL attribute (rate-limit counters expire)', (_stage, template) => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
  });

  test('prod: deletion protection on and the table is retained', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });

  test('dev: no deletion protection and the table is destroyed with the stack', () => {
    dev.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});
