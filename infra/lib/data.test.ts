import { GLOBAL_SECONDARY_INDEXES, TTL_ATTRIBUTE } from '@shared/contract/table';
import { Match } from 'aws-cdk-lib/assertions';
import { logicalId, synthStage } from '../test/synth-stack';

// One synth per stage for the whole file: each costs about a second.
const devStack = synthStage('dev');
const prodStack = synthStage('prod');
const dev = devStack.template;
const prod = prodStack.template;

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

describe('what prod keeps when its stack is deleted (docs/deploy.md, Recovering from a mistake)', () => {
  const resourceOf = (result: typeof prodStack, id: string) => result.template.toJSON().Resources[id];
  const deadLetterQueues = (result: typeof prodStack) => [
    logicalId(result.stack.payments.deadLetterQueue),
    logicalId(result.stack.email.deadLetterQueue),
  ];
  const secretNamed = (result: typeof prodStack, name: string) =>
    Object.values(result.template.findResources('AWS::SecretsManager::Secret', { Properties: { Name: name } }));

  test('prod keeps both dead-letter queues (the Stripe events’ and the emails’) and what waits in them', () => {
    for (const id of deadLetterQueues(prodStack)) {
      expect(resourceOf(prodStack, id)).toMatchObject({
        Type: 'AWS::SQS::Queue',
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
      });
    }
  });

  test('dev deletes them with the stack', () => {
    for (const id of deadLetterQueues(devStack)) {
      expect(resourceOf(devStack, id)).toMatchObject({ Type: 'AWS::SQS::Queue', DeletionPolicy: 'Delete' });
    }
  });

  test('prod keeps the unsubscribe signing key: the links in emails already sent keep working on a redeploy', () => {
    expect(secretNamed(prodStack, 'd1-gang/prod/unsubscribe-secret')).toEqual([
      expect.objectContaining({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' }),
    ]);
    expect(secretNamed(devStack, 'd1-gang/dev/unsubscribe-secret')).toEqual([
      expect.objectContaining({ DeletionPolicy: 'Delete' }),
    ]);
  });

  test('the origin secret is not kept: a redeploy makes a new one and CloudFront sends it', () => {
    expect(secretNamed(prodStack, 'd1-gang/prod/api-origin-secret')).toEqual([
      expect.objectContaining({ DeletionPolicy: 'Delete' }),
    ]);
  });
});
