import { entitlementOf } from '@shared/tiers';
import { USER_A } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedGameLink } from '../../test/game-kit';
import { purchaseRecord, seedUser } from '../../test/seed';
import { tableName } from './client';
import { getPlayerEntitlement } from './game-links';
import { ledgerChangeItems, readUserLedger } from './ledger';
import { purchaseToItem } from './purchase';
import { cancellationCodes, type TransactItem, transactWriteOnce } from './transactions';

const table = withTestTable();
beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'fan@example.com');
});

const starter = purchaseRecord({ id: 'cs_race', userId: USER_A, tierId: 'starter' });

/** The purchase with the ledger change, as fulfilment writes them. */
function purchaseItems(ledger: Awaited<ReturnType<typeof readUserLedger>>): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: purchaseToItem(starter), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ledgerChangeItems(ledger, [starter, ...ledger.purchases]),
  ];
}

describe('a ledger change and a link racing each other', () => {
  it('refuses a ledger change read before a link made since, so that read again it tells the new link', async () => {
    const readBeforeTheLink = await readUserLedger(USER_A);
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    const stale = await transactWriteOnce(purchaseItems(readBeforeTheLink)).then(
      () => [],
      (error: unknown) => cancellationCodes(error),
    );
    expect(stale).toContain('ConditionalCheckFailed');
    expect(await getPlayerEntitlement('steam', 'steam-fan', true)).toMatchObject({ tierId: null, revision: 1 });

    await transactWriteOnce(purchaseItems(await readUserLedger(USER_A)));

    expect(await getPlayerEntitlement('steam', 'steam-fan', true)).toMatchObject({
      tierId: 'starter',
      benefits: entitlementOf('starter'),
      revision: 2,
    });
  });
});
