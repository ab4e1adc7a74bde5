import type { AdminPurchase, PurchaseStatus } from '@shared/api/types';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { ownedTier } from '@shared/ownership';
import { isTierId, type Tier } from '@shared/tiers';
import { userPartition } from './profile';
import { type Item, type PageOptions, queryAll, queryPage } from './query-page';

/** A stored purchase: what admin lists show, the buyer's email copied in at fulfilment. */
export type PurchaseRecord = AdminPurchase;

/** Key of a purchase: under its user, ordered by time; `id` is the Checkout session id. */
export function purchaseKey(userId: string, createdAt: string, id: string) {
  return { pk: userPartition(userId), sk: `${SORT_KEY.purchase}${createdAt}#${id}` };
}

export function isPurchaseItem(item: Item): boolean {
  return typeof item.sk === 'string' && item.sk.startsWith(SORT_KEY.purchase);
}

export function purchaseToItem(purchase: PurchaseRecord): Item {
  return {
    ...purchaseKey(purchase.userId, purchase.createdAt, purchase.id),
    gsi1pk: LIST_PARTITION.purchases,
    gsi1sk: `${purchase.createdAt}#${purchase.id}`,
    id: purchase.id,
    userId: purchase.userId,
    tierId: purchase.tierId,
    tierName: purchase.tierName,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    stripePaymentIntentId: purchase.stripePaymentIntentId,
    status: purchase.status,
    createdAt: purchase.createdAt,
    refundedAt: purchase.refundedAt,
    email: purchase.email,
  };
}

export function purchaseFromItem(item: Item): PurchaseRecord {
  const tierId = String(item.tierId);
  if (!isTierId(tierId)) throw new Error(`Purchase ${String(item.id)} has an unknown tier`);
  return {
    id: String(item.id),
    userId: String(item.userId),
    tierId,
    tierName: String(item.tierName),
    amountCents: Number(item.amountCents),
    currency: String(item.currency),
    stripePaymentIntentId: typeof item.stripePaymentIntentId === 'string' ? item.stripePaymentIntentId : null,
    status: item.status === 'refunded' ? 'refunded' : ('paid' satisfies PurchaseStatus),
    createdAt: String(item.createdAt),
    refundedAt: typeof item.refundedAt === 'string' ? item.refundedAt : null,
    email: typeof item.email === 'string' ? item.email : null,
  };
}

/** The tier a user owns: the highest-priced purchase that was not refunded. */
export function ownedTierOf(purchases: readonly PurchaseRecord[]): Tier | null {
  return ownedTier(
    purchases.map((purchase) => ({ tierId: purchase.tierId, refunded: purchase.status === 'refunded' })),
  );
}

/** A user's purchases, newest first (a handful at most: one per tier). */
export async function listPurchasesForUser(userId: string): Promise<PurchaseRecord[]> {
  const items = await queryAll({ index: null, partition: userPartition(userId), sortKeyPrefix: SORT_KEY.purchase });
  return items.map(purchaseFromItem);
}

/** Every purchase, newest first, a page at a time. */
export async function listPurchases(options: PageOptions) {
  const page = await queryPage({ index: GSI1, partition: LIST_PARTITION.purchases }, options);
  return { items: page.items.map(purchaseFromItem), nextCursor: page.nextCursor };
}

/** The newest purchases (the overview's "Recent Purchases"). */
export async function listRecentPurchases(count: number): Promise<PurchaseRecord[]> {
  return (await listPurchases({ limit: count })).items;
}
