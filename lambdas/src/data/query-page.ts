import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { type GSI1, type GSI2, type GsiDefinition, TABLE_KEYS } from '@shared/contract/table';
import { documentClient, tableName } from './client';
import { decodeCursor, encodeCursor, type ItemKey } from './cursor';

export type Item = Record<string, unknown>;

const DEFAULT_PAGE_SIZE = 25;

/** One partition of the table or of a GSI, read newest first (descending sort keys) unless `ascending`. */
export interface PartitionQuery {
  index: typeof GSI1 | typeof GSI2 | null;
  partition: string;
  /** Only sort keys starting with this. */
  sortKeyPrefix?: string;
  /** Only sort keys between these two, both included (not with `sortKeyPrefix`). */
  sortKeyRange?: { from: string; to: string };
  /** Only sort keys before this one, itself left out (alone: not with the other two). */
  sortKeyBelow?: string;
  ascending?: boolean;
  /** A filter applied after the read (it does not reduce what is read). */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** Read strongly consistent (the table only; GSIs cannot): for reads that decide a write. */
  consistent?: boolean;
  /** These attributes of each item alone (a projection), for a role that may read no others. */
  attributes?: readonly string[];
}

export interface PageOptions {
  cursor?: string | undefined;
  limit?: number | undefined;
  /** Bound on Query requests per page, so a sparse filter cannot make one request expensive. */
  maxReads?: number;
  /** Items read per Query when filtering. */
  readSize?: number;
}

export interface ItemPage {
  items: Item[];
  nextCursor: string | null;
}

function keyAttributes(index: GsiDefinition | null): string[] {
  const base = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey];
  return index ? [...base, index.partitionKey, index.sortKey] : base;
}

function keyOf(item: Item, attributes: readonly string[]): ItemKey {
  return Object.fromEntries(attributes.map((name) => [name, String(item[name])]));
}

/**
 * A page of a partition, newest first. Reads one more item than asked (when not filtering) so the
 * last page says so instead of returning a cursor to an empty page; with a filter it reads up to
 * `maxReads` chunks and returns what matched, with a cursor to carry on from where it stopped.
 */
export async function queryPage(query: PartitionQuery, options: PageOptions): Promise<ItemPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const maxReads = options.maxReads ?? 1;
  const attributes = keyAttributes(query.index);
  const partitionKey = query.index?.partitionKey ?? TABLE_KEYS.partitionKey;
  let startKey: ItemKey | undefined = options.cursor
    ? decodeCursor(options.cursor, attributes, { [partitionKey]: query.partition })
    : undefined;
  const items: Item[] = [];

  for (let reads = 0; reads < maxReads; reads++) {
    const wanted = limit - items.length;
    const result = await documentClient.send(
      new QueryCommand(queryInput(query, query.filter ? (options.readSize ?? 100) : wanted + 1, startKey)),
    );
    const found = result.Items ?? [];
    const taken = found.slice(0, wanted);
    items.push(...taken);
    const last = items.at(-1);
    if (items.length >= limit) {
      const more = found.length > taken.length || result.LastEvaluatedKey !== undefined;
      return { items, nextCursor: more && last ? encodeCursor(keyOf(last, attributes)) : null };
    }
    if (!result.LastEvaluatedKey) return { items, nextCursor: null };
    startKey = result.LastEvaluatedKey as ItemKey;
  }
  return { items, nextCursor: startKey ? encodeCursor(startKey) : null };
}

/**
 * A page of several partitions of one index read as one list, newest first: one Query per partition
 * for the items before the cursor, merged by sort key. The cursor is the last sort key returned, so it
 * places the next page in every partition at once, and an item that moves between the partitions
 * keeping its sort key (a contact changing status) is never listed twice nor skipped.
 */
export async function queryMergedPage(
  index: typeof GSI1 | typeof GSI2,
  partitions: readonly string[],
  options: PageOptions,
): Promise<ItemPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const sortKey = index.sortKey;
  const below = options.cursor ? decodeCursor(options.cursor, [sortKey], {})[sortKey] : undefined;
  const pages = await Promise.all(
    partitions.map((partition) => queryPage({ index, partition, sortKeyBelow: below }, { limit })),
  );
  const merged = pages.flatMap((page) => page.items).sort((a, b) => (String(a[sortKey]) < String(b[sortKey]) ? 1 : -1));
  const items = merged.slice(0, limit);
  const last = items.at(-1);
  const more = merged.length > limit || pages.some((page) => page.nextCursor !== null);
  return { items, nextCursor: more && last ? encodeCursor({ [sortKey]: String(last[sortKey]) }) : null };
}

/** Every item of a small partition (a user's records), newest first, following pages to the end. */
export async function queryAll(query: PartitionQuery): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: ItemKey | undefined;
  do {
    const result = await documentClient.send(new QueryCommand(queryInput(query, undefined, startKey)));
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey as ItemKey | undefined;
  } while (startKey);
  return items;
}

function keyCondition(query: PartitionQuery): { expression: string; values: Record<string, unknown> } {
  if (query.sortKeyPrefix !== undefined) {
    return { expression: '#pk = :pk AND begins_with(#sk, :prefix)', values: { ':prefix': query.sortKeyPrefix } };
  }
  if (query.sortKeyRange) {
    const { from, to } = query.sortKeyRange;
    return { expression: '#pk = :pk AND #sk BETWEEN :from AND :to', values: { ':from': from, ':to': to } };
  }
  if (query.sortKeyBelow !== undefined) {
    return { expression: '#pk = :pk AND #sk < :below', values: { ':below': query.sortKeyBelow } };
  }
  return { expression: '#pk = :pk', values: {} };
}

function queryInput(
  query: PartitionQuery,
  limit: number | undefined,
  startKey: ItemKey | undefined,
): QueryCommandInput {
  const partitionKey = query.index?.partitionKey ?? TABLE_KEYS.partitionKey;
  const sortKey = query.index?.sortKey ?? TABLE_KEYS.sortKey;
  const condition = keyCondition(query);
  const onSortKey = condition.expression.includes('#sk');
  const projected = query.attributes?.map((name, index) => [`#a${index}`, name] as const);
  return {
    TableName: tableName(),
    IndexName: query.index?.indexName,
    KeyConditionExpression: condition.expression,
    FilterExpression: query.filter?.expression,
    ProjectionExpression: projected?.map(([placeholder]) => placeholder).join(', '),
    ExpressionAttributeNames: {
      '#pk': partitionKey,
      ...(onSortKey ? { '#sk': sortKey } : {}),
      ...query.filter?.names,
      ...Object.fromEntries(projected ?? []),
    },
    ExpressionAttributeValues: {
      ':pk': query.partition,
      ...condition.values,
      ...query.filter?.values,
    },
    ScanIndexForward: query.ascending === true,
    Limit: limit,
    ExclusiveStartKey: startKey,
    ...(query.consistent ? { ConsistentRead: true } : {}),
  };
}
