import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactSubmission } from '@shared/api/types/admin';
import { withTestTable } from '../../test/dynamo-table';
import { purchaseRecord } from '../../test/seed';
import { backfillAccessKeys } from './access-keys-backfill';
import { documentClient, tableName } from './client';
import { contactToItem, listContacts, updateContact } from './contact';
import { listProfiles, profileToItem } from './profile';
import { listPurchases, purchaseToItem } from './purchase';
import type { Item } from './query-page';
import { getOverviewTotals } from './totals';

const table = withTestTable();
beforeEach(() => table.clear());

/** Stores an item as the store wrote it before the admin's access patterns: without the given keys. */
async function putOldShape(item: Item, without: readonly string[], overrides: Item = {}): Promise<void> {
  const old = Object.fromEntries(Object.entries({ ...item, ...overrides }).filter(([name]) => !without.includes(name)));
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: old }));
}

function contact(id: string, status: ContactSubmission['status'], createdAt: string): ContactSubmission {
  return {
    id,
    userId: null,
    name: 'Sam Sender',
    email: 'sam@example.com',
    subject: null,
    message: 'A question',
    status,
    adminNotes: null,
    adminResponse: null,
    createdAt,
    resolvedAt: status === 'resolved' ? createdAt : null,
  };
}

async function seedOldStore(): Promise<void> {
  const profile = { userId: 'old-fan', email: 'Old.Fan@Example.com', createdAt: '2026-01-01T00:00:00.000Z' };
  await putOldShape(profileToItem({ ...profile, currentTierId: 'rookie' }), ['gsi2pk', 'gsi2sk']);
  const gone = { userId: 'gone', email: 'Deleted account', createdAt: '2026-01-02T00:00:00.000Z' };
  await putOldShape(profileToItem({ ...gone, currentTierId: null }), ['gsi2pk', 'gsi2sk'], {
    deletedAt: '2026-02-01T00:00:00.000Z',
  });
  const purchase = purchaseRecord({ id: 'cs_old', userId: 'old-fan', tierId: 'rookie' });
  await putOldShape(purchaseToItem(purchase), ['gsi2pk', 'gsi2sk']);
  const contacts = [
    contact('c1', 'new', '2026-03-01T00:00:00.000Z'),
    contact('c2', 'resolved', '2026-03-02T00:00:00.000Z'),
    contact('c3', 'new', '2026-03-03T00:00:00.000Z'),
  ];
  for (const old of contacts) await putOldShape(contactToItem(old), [], { gsi1pk: 'CONTACTS' });
}

describe('backfillAccessKeys', () => {
  it('indexes old profiles, purchases and contacts, counting each contact once by status', async () => {
    await seedOldStore();
    expect((await listProfiles({ q: 'old.fan' })).match).toBe('substring');

    const counts = await backfillAccessKeys();

    // The old fan bought and never set up: their setup reminder starts too.
    expect(counts).toEqual({ profiles: 1, purchases: 1, contacts: 3, setupReminders: 1 });
    const found = await listProfiles({ q: 'OLD.FAN@' });
    expect(found).toMatchObject({ match: 'prefix', items: [{ userId: 'old-fan' }] });
    expect((await table.get({ pk: 'USER#gone', sk: 'PROFILE' }))?.gsi2pk).toBeUndefined();
    expect((await listPurchases({ tierId: 'rookie' }, {})).items.map((item) => item.id)).toEqual(['cs_old']);
    expect((await listContacts('new', {})).items.map((item) => item.id)).toEqual(['c3', 'c1']);
    expect((await listContacts('resolved', {})).items.map((item) => item.id)).toEqual(['c2']);
    expect((await getOverviewTotals()).contactsByStatus).toEqual({ new: 2, in_progress: 0, resolved: 1 });
  });

  it('changes nothing when run again', async () => {
    await seedOldStore();
    await backfillAccessKeys();
    const before = await table.items();

    const counts = await backfillAccessKeys();

    expect(counts).toEqual({ profiles: 0, purchases: 0, contacts: 0, setupReminders: 0 });
    expect(await table.items()).toEqual(before);
  });

  it('counts an old contact once when an admin changes its status before the backfill reaches it', async () => {
    await seedOldStore();
    const admin = { actor: 'admin', adminId: 'admin-1', adminEmail: 'admin@example.com' } as const;

    await updateContact('c1', { status: 'in_progress' }, new Date(), admin);
    await backfillAccessKeys();

    expect((await getOverviewTotals()).contactsByStatus).toEqual({ new: 1, in_progress: 1, resolved: 1 });
    expect((await listContacts('in_progress', {})).items.map((item) => item.id)).toEqual(['c1']);
    expect((await listContacts('new', {})).items.map((item) => item.id)).toEqual(['c3']);
  });
});
