import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import type { TransactItem } from './transactions';

/** The running counters behind the admin overview and the list totals. */
export interface Totals {
  userCount: number;
  purchaseCount: number;
  revenueCents: number;
  contactCount: number;
  pendingContacts: number;
}

const TOTALS_KEY = { pk: PARTITION.totals, sk: SORT_KEY.totals } as const;

const COUNTERS: readonly (keyof Totals)[] = [
  'userCount',
  'purchaseCount',
  'revenueCents',
  'contactCount',
  'pendingContacts',
];

/** The totals item; every counter is 0 until something moves it. */
export async function getOverviewTotals(): Promise<Totals> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: TOTALS_KEY }));
  const item = result.Item ?? {};
  return Object.fromEntries(
    COUNTERS.map((name) => [name, typeof item[name] === 'number' ? item[name] : 0]),
  ) as unknown as Totals;
}

/**
 * The transaction item that moves counters by the given amounts (negative to decrease), so a count
 * changes in the same transaction as the write it counts. ADD creates the item when it is missing.
 */
export function totalsChange(delta: Partial<Totals>): TransactItem {
  const moved = COUNTERS.filter((name) => delta[name] !== undefined && delta[name] !== 0);
  if (moved.length === 0) throw new Error('totalsChange needs at least one non-zero counter');
  return {
    Update: {
      TableName: tableName(),
      Key: TOTALS_KEY,
      UpdateExpression: `ADD ${moved.map((name) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(moved.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(moved.map((name) => [`:${name}`, delta[name]])),
    },
  };
}
