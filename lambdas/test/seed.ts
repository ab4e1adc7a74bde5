import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { keptCents } from '@shared/ledger';
import type { TicketStatus } from '@shared/tickets';
import { getTier, type TierId } from '@shared/tiers';
import { ulid } from 'ulid';
import { documentClient, tableName } from '../src/data/client';
import { contactToItem } from '../src/data/contact';
import { countSignUp, createProfileOnSignUp, currentTierChange, profileToItem } from '../src/data/profile';
import { ledgerPaymentOf, type PurchaseRecord, purchaseToItem } from '../src/data/purchase';
import { submissionToItem } from '../src/data/submission';
import { totalsChange, totalsChanges } from '../src/data/totals';
import { transactWrite } from '../src/data/transactions';
import { wallCountsChange, wallEntryPut } from '../src/data/wall';

/** A user as the post-confirmation trigger leaves them. */
export async function seedUser(userId: string, email: string, createdAt = new Date().toISOString()): Promise<void> {
  await createProfileOnSignUp({ userId, email, createdAt });
  await countSignUp(userId);
}

let sessionCounter = 0;

/** A fulfilled purchase, stored and counted as the payments fulfilment will store it. */
export async function seedPurchase(
  userId: string,
  tierId: TierId,
  overrides: Partial<PurchaseRecord> = {},
): Promise<PurchaseRecord> {
  sessionCounter += 1;
  const purchase = purchaseRecord({
    id: `cs_test_${String(sessionCounter).padStart(6, '0')}`,
    userId,
    tierId,
    stripePaymentIntentId: `pi_test_${sessionCounter}`,
    email: `${userId}@example.com`,
    ...overrides,
  });
  const kept = keptCents(ledgerPaymentOf(purchase));
  await transactWrite([
    { Put: { TableName: tableName(), Item: purchaseToItem(purchase) } },
    currentTierChange(userId, tierId),
    ...totalsChanges(
      { purchaseCount: 1, purchasedTierId: tierId, ...(kept ? { revenueCents: kept } : {}) },
      new Date(purchase.createdAt),
    ),
  ]);
  return purchase;
}

/**
 * A purchase record at the tier's full price; `status: 'refunded'` in the fields means refunded in
 * full (the status is otherwise derived from the ledger fields, see data/purchase.ts).
 */
export function purchaseRecord(
  fields: Partial<PurchaseRecord> & Pick<PurchaseRecord, 'id' | 'userId' | 'tierId'>,
): PurchaseRecord {
  const tier = getTier(fields.tierId);
  const createdAt = fields.createdAt ?? new Date().toISOString();
  const amountCents = fields.amountCents ?? tier.priceCents;
  return {
    tierName: tier.name,
    amountCents,
    taxCents: 0,
    billingCountry: null,
    valueCents: amountCents,
    currency: 'usd',
    stripePaymentIntentId: null,
    status: 'paid',
    refundedCents: fields.status === 'refunded' ? amountCents : 0,
    disputeLost: false,
    duplicate: false,
    createdAt,
    purchasedAt: createdAt,
    refundedAt: fields.status === 'refunded' ? createdAt : null,
    email: null,
    ...fields,
  };
}

/** A stored tier submission. */
export async function seedSubmission(
  userId: string,
  tierId: TierId,
  nickname: string,
  jerseyBackName: string | null = null,
  submittedAt = new Date().toISOString(),
): Promise<void> {
  const tier = getTier(tierId);
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: submissionToItem({
          userId,
          tierId,
          tierName: tier.name,
          nickname,
          jerseyBackName,
          submittedAt,
          updatedAt: submittedAt,
        }),
      },
    },
  ]);
}

/** A stored contact submission (a ticket when userId is set), counted like the contact route counts it. */
export async function seedContact(
  overrides: { userId?: string | null; status?: TicketStatus; createdAt?: string; adminNotes?: string | null } = {},
) {
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  const contact = {
    id: ulid(Date.parse(createdAt)),
    userId: overrides.userId ?? null,
    name: 'Sam Sender',
    email: 'sam@example.com',
    subject: 'Hello',
    message: 'A question',
    status: overrides.status ?? ('new' as TicketStatus),
    adminNotes: overrides.adminNotes ?? null,
    adminResponse: null,
    createdAt,
    resolvedAt: overrides.status === 'resolved' ? createdAt : null,
  };
  await transactWrite([
    { Put: { TableName: tableName(), Item: contactToItem(contact) } },
    totalsChange({
      contactCount: 1,
      ...(contact.status === 'new' ? { pendingContacts: 1 } : {}),
      contactStatuses: { [contact.status]: 1 },
    }),
  ]);
  return contact;
}

/** Where seedManyPurchases starts, how it names its purchases apart from another call's, and one email for all. */
interface ManyPurchases {
  start?: number;
  batch?: string;
  email?: string;
}

/** Many purchases at once (one per user, a minute apart, newest last), for paging tests. Totals untouched. */
export async function seedManyPurchases(count: number, options: ManyPurchases = {}) {
  const { start = Date.parse('2026-01-01T00:00:00.000Z'), batch = 'bulk' } = options;
  const purchases: PurchaseRecord[] = Array.from({ length: count }, (_, index) =>
    purchaseRecord({
      id: `cs_${batch}_${String(index).padStart(5, '0')}`,
      userId: `${batch}-user-${index}`,
      tierId: 'starter',
      createdAt: new Date(start + index * 60_000).toISOString(),
      email: options.email ?? `fan${index}@example.com`,
    }),
  );
  await batchPut(purchases.map(purchaseToItem));
  return purchases;
}

/** A setup for each purchase's tier, written at once. */
export async function seedManySubmissions(
  purchases: readonly PurchaseRecord[],
  nickname = 'Fan',
  jerseyBackName = 'FAN',
) {
  await batchPut(
    purchases.map((purchase) =>
      submissionToItem({
        userId: purchase.userId,
        tierId: purchase.tierId,
        tierName: purchase.tierName,
        nickname,
        jerseyBackName,
        submittedAt: purchase.createdAt,
        updatedAt: purchase.createdAt,
      }),
    ),
  );
}

/** Many profiles at once, a minute apart (newest last); totals untouched. */
export async function seedManyUsers(emails: readonly string[], start = Date.parse('2026-01-01T00:00:00.000Z')) {
  const profiles = emails.map((email, index) => ({
    userId: `user-${String(index).padStart(4, '0')}`,
    email,
    createdAt: new Date(start + index * 60_000).toISOString(),
    currentTierId: null,
  }));
  await batchPut(profiles.map(profileToItem));
  return profiles;
}

/**
 * Many nicknames listed under one tier (`stepMs` apart, a second unless told; newest last), with the
 * tier's count, written as the wall stores them: for paging tests.
 */
export async function seedWallNames(
  tierId: TierId,
  count: number,
  start = Date.parse('2026-01-01T00:00:00.000Z'),
  stepMs = 1000,
) {
  const entries = Array.from({ length: count }, (_, index) => ({
    userId: `wall-user-${tierId}-${index}`,
    tierId,
    nickname: `Hooper ${String(index).padStart(4, '0')}`,
    since: new Date(start + index * stepMs).toISOString(),
  }));
  await batchPut(entries.map((entry) => wallEntryPut(entry).Put?.Item as Record<string, unknown>));
  const counts = wallCountsChange({ [tierId]: count });
  if (counts) await transactWrite([counts]);
  return entries;
}

async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  for (let index = 0; index < items.length; index += 25) {
    const requests = items.slice(index, index + 25).map((Item) => ({ PutRequest: { Item } }));
    let pending: typeof requests | undefined = requests;
    while (pending && pending.length > 0) {
      const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = result.UnprocessedItems?.[tableName()] as typeof requests | undefined;
    }
  }
}
