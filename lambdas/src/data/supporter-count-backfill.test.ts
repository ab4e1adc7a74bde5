import type { TierId } from '@shared/tiers';
import { withTestTable } from '../../test/dynamo-table';
import { seedGift } from '../../test/gift-seed';
import { purchaseRecord, seedPurchase, seedUser } from '../../test/seed';
import { tableName } from './client';
import { purchaseToItem } from './purchase';
import { backfillSupporterCount, SupporterCountBusyError } from './supporter-count-backfill';
import { getOverviewTotals, totalsChange } from './totals';
import { transactWrite } from './transactions';

const table = withTestTable();
beforeEach(() => table.clear());

const supporterCount = async () => (await getOverviewTotals()).supporterCount;

/** A purchase stored the way the ledger stores one today: the supporters counted in the same write. */
async function purchaseCountedByLedger(userId: string, tierId: TierId): Promise<void> {
  const purchase = purchaseRecord({ id: `cs_live_${userId}`, userId, tierId });
  await transactWrite([
    { Put: { TableName: tableName(), Item: purchaseToItem(purchase) } },
    totalsChange({ supporterCount: 1 }),
  ]);
}

/**
 * A store that sold before the supporters were counted: three owners (one who upgraded, one who got
 * their tier as a gift), one refunded in full after the counter came (which moved it to -1), and a gift
 * nobody claimed yet, which no ledger holds.
 */
async function seedOldStore(): Promise<void> {
  await seedUser('fan', 'fan@example.com');
  await seedPurchase('fan', 'starter');
  await seedUser('upgrader', 'upgrader@example.com');
  await seedPurchase('upgrader', 'starter');
  await seedPurchase('upgrader', 'mvp', { amountCents: 8_000, valueCents: 8_000 });
  await seedUser('refunded', 'refunded@example.com');
  await seedPurchase('refunded', 'starter', { status: 'refunded' });
  await transactWrite([totalsChange({ supporterCount: -1 })]);
  await seedUser('recipient', 'recipient@example.com');
  await seedPurchase('recipient', 'mvp', {
    gift: { giftId: 'g1', buyerId: 'fan', buyerEmail: 'fan@example.com', from: null, message: null },
  });
  await seedGift({ tierId: 'mvp', recipientEmail: 'waiting@example.com' });
}

describe('backfillSupporterCount', () => {
  it('sets the supporters to the owners the ledgers hold: not the refunded one, nor an unclaimed gift', async () => {
    await seedOldStore();
    expect(await supporterCount()).toBe(-1);

    const result = await backfillSupporterCount();

    expect(result).toEqual({ supporters: 3, moved: 4, tries: 1 });
    expect(await supporterCount()).toBe(3);
  });

  it('gives the same number when run again, writing nothing', async () => {
    await seedOldStore();
    await backfillSupporterCount();
    const before = await table.items();

    const again = await backfillSupporterCount();

    expect(again).toEqual({ supporters: 3, moved: 0, tries: 1 });
    expect(await table.items()).toEqual(before);
  });

  it('counts again when a purchase moves the counter after it was read, so none counts twice', async () => {
    await seedOldStore();
    let raced = false;

    const result = await backfillSupporterCount({
      beforeCount: async () => {
        if (raced) return;
        raced = true;
        await purchaseCountedByLedger('newcomer', 'starter');
      },
    });

    // The newcomer is in the first count and in their own +1: that try's write is refused (the +1 moved a
    // shard it held to), and the second count starts from the counter with them in it.
    expect(result).toEqual({ supporters: 4, moved: 4, tries: 2 });
    expect(await supporterCount()).toBe(4);
    await purchaseCountedByLedger('later', 'mvp');
    expect(await supporterCount()).toBe(5);
  });

  it('gives up after its tries when the counter keeps moving, having written nothing', async () => {
    await seedOldStore();
    let n = 0;

    const run = backfillSupporterCount({
      tries: 2,
      beforeCount: async () => {
        n += 1;
        await purchaseCountedByLedger(`busy-${n}`, 'starter');
      },
    });

    await expect(run).rejects.toThrow(SupporterCountBusyError);
    await expect(run).rejects.toThrow(
      'The supporter count moved while it was counted 2 times: run the backfill again.',
    );
    // Only the two purchases moved it, from the -1 the old store had.
    expect(await supporterCount()).toBe(1);
  });
});
