/**
 * The single table's shape: keys and the two generic GSIs. CDK and the local stack both build the
 * table from this module, so the cloud and DynamoDB Local never drift.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
} as const;

export interface GsiDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

export const GSI1: GsiDefinition = { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' };
export const GSI2: GsiDefinition = { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' };

export const GLOBAL_SECONDARY_INDEXES: readonly GsiDefinition[] = [GSI1, GSI2];

/**
 * The table's TTL attribute (epoch seconds): DynamoDB deletes expired items, such as rate-limit
 * counters, in the background. DynamoDB Local keeps them, which only costs space.
 */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Every key attribute is a string. */
const KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...GLOBAL_SECONDARY_INDEXES.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]),
];

/** The CreateTable input for DynamoDB (Local), on-demand like the cloud table. */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((gsi) => ({
      IndexName: gsi.indexName,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
