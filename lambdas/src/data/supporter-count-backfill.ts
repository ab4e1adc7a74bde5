import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { summarizeLedger } from '@shared/ledger';
import { batchGetItems } from './batch-get';
import { tableName } from './client';
import { userPartition } from './profile';
import { ledgerPaymentOf, purchaseFromItem } from './purchase';
import { type Item, queryAll, queryPage } from './query-page';
import { everyTotalsShardKey, randomTotalsShard } from './totals';
import {
  isConditionFailedTransaction,
  isTransactionConflict,
  type TransactItem,
  transactWriteOnce,
} from './transactions';

/** What one run found and did. */
export interface SupporterCountBackfill {
  /** People who own a tier by their ledger: what the counter says now. */
  supporters: number;
  /** What the run added to the counter (0 when it already said so). */
  moved: number;
  /** Counts taken: more than one when purchases moved the counter during one. */
  tries: number;
}

export interface SupporterCountOptions {
  /** Counts to take before giving up while purchases keep moving the counter. */
  tries?: number;
  /** Runs between reading the counter and counting the owners (tests land a purchase there). */
  beforeCount?: () => Promise<void>;
}

/** The counter kept moving under every count: nothing was written. */
export class SupporterCountBusyError extends Error {
  constructor(tries: number) {
    super(`The supporter count moved while it was counted ${tries} times: run the backfill again.`);
    this.name = 'SupporterCountBusyError';
  }
}

const COUNTER = 'supporterCount';
const READ_SIZE = 100;
/** Users' ledgers read at once. */
const PARALLEL_READS = 8;

/**
 * Sets the supporters (`supporterCount`, the community goals' figure) to the people whose ledger owns a
 * tier, for a store that sold before the ledger counted them; the ledger moves it from then on. A gift
 * counts once claimed (its purchase is in the recipient's ledger); a deleted account that still owns its
 * tier counts, as the ledger never uncounts it.
 *
 * Safe beside live purchases: the counter is a sum of ADDs over the totals' shards, so it cannot be SET,
 * and a delta from a count that a purchase raced would stay wrong by that purchase for good (a purchase
 * after the counter was read and before its buyer was counted would count twice). So the run
 * reads every shard's counter first, counts, then adds the difference in one transaction that holds
 * every shard to the value it read: any ownership change in between moved a shard (the ledger moves the
 * counter in the write that changes who owns a tier), which cancels the write, and the count is taken
 * again. Idempotent: a second run finds the counter right and writes nothing.
 */
export async function backfillSupporterCount(options: SupporterCountOptions = {}): Promise<SupporterCountBackfill> {
  const tries = options.tries ?? 5;
  for (let attempt = 1; attempt <= tries; attempt++) {
    const shards = await readCounterShards();
    const counted = [...shards.values()].reduce<number>((sum, value) => sum + (value ?? 0), 0);
    await options.beforeCount?.();
    const supporters = await countOwners();
    const moved = supporters - counted;
    if (moved === 0) return { supporters, moved, tries: attempt };
    try {
      await transactWriteOnce(correctionItems(shards, moved));
      return { supporters, moved, tries: attempt };
    } catch (error) {
      if (!isConditionFailedTransaction(error) && !isTransactionConflict(error)) throw error;
    }
  }
  throw new SupporterCountBusyError(tries);
}

type ShardKey = ReturnType<typeof everyTotalsShardKey>[number];

/** Each shard's counter by its sort key, read strongly consistent; null where it has none (or no item). */
async function readCounterShards(): Promise<Map<ShardKey, number | null>> {
  const keys = everyTotalsShardKey();
  const items = await batchGetItems(keys, { consistent: true });
  const valueAt = (key: ShardKey) => {
    const item = items.find((found) => found.pk === key.pk && found.sk === key.sk);
    return typeof item?.[COUNTER] === 'number' ? (item[COUNTER] as number) : null;
  };
  return new Map(keys.map((key) => [key, valueAt(key)]));
}

/**
 * The difference added to one spread shard, and every other shard checked: each holds the value read
 * (or still none), or the transaction is cancelled.
 */
function correctionItems(shards: Map<ShardKey, number | null>, moved: number): TransactItem[] {
  const target = everyTotalsShardKey()[randomTotalsShard()];
  return [...shards].map(([key, seen]) => {
    const held = {
      TableName: tableName(),
      Key: key,
      ConditionExpression: seen === null ? 'attribute_not_exists(#counter)' : '#counter = :seen',
      ExpressionAttributeNames: { '#counter': COUNTER },
    };
    const seenValue = seen === null ? {} : { ':seen': seen };
    if (key.pk !== target?.pk || key.sk !== target.sk) {
      return {
        ConditionCheck: { ...held, ...(seen === null ? {} : { ExpressionAttributeValues: seenValue }) },
      };
    }
    return {
      Update: {
        ...held,
        UpdateExpression: 'ADD #counter :moved',
        ExpressionAttributeValues: { ...seenValue, ':moved': moved },
      },
    };
  });
}

/** The users who ever paid (the purchases list), each counted when their ledger owns a tier. */
async function countOwners(): Promise<number> {
  const users = [...(await usersWhoPaid())];
  let owners = 0;
  for (let start = 0; start < users.length; start += PARALLEL_READS) {
    const owned = await Promise.all(users.slice(start, start + PARALLEL_READS).map(ownsATier));
    owners += owned.filter(Boolean).length;
  }
  return owners;
}

async function usersWhoPaid(): Promise<Set<string>> {
  const users = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await queryPage({ index: GSI1, partition: LIST_PARTITION.purchases }, { cursor, limit: READ_SIZE });
    for (const item of page.items) users.add(String(item.userId));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return users;
}

/** Whether the user's purchases, read strongly consistent, own a tier by the ledger's rules. */
async function ownsATier(userId: string): Promise<boolean> {
  const purchases: Item[] = await queryAll({
    index: null,
    partition: userPartition(userId),
    sortKeyPrefix: SORT_KEY.purchase,
    consistent: true,
  });
  return summarizeLedger(purchases.map((item) => ledgerPaymentOf(purchaseFromItem(item)))).ownedTierId !== null;
}
