import { SORT_KEY } from '@shared/contract/table-keys';
import { type LedgerPayment, type LedgerSummary, summarizeLedger } from '@shared/ledger';
import { tableName } from './client';
import { currentTierChange, isProfileItem, userPartition } from './profile';
import { isPurchaseItem, ledgerPaymentOf, type PurchaseRecord, purchaseFromItem } from './purchase';
import { type Item, queryAll } from './query-page';
import { type TotalsDelta, totalsChanges } from './totals';
import type { TransactItem } from './transactions';

/**
 * The ledger head: `USER#<sub>` / `LEDGER`, one per user who ever paid. It holds the summary the
 * shared rules compute over the user's purchases (shared/ledger.ts: standing sum, owned tier, credit,
 * the admin's current tier, revenue) and a version. Every change to a user's payments (fulfilment,
 * a refund, a lost dispute) reads the head and the purchases, recomputes, and writes the changed
 * purchase with the new head in one transaction on the condition that the version is still the one
 * read: changes for one user are serialised, whatever order Stripe's news arrives in.
 */
interface LedgerHead extends LedgerSummary {
  version: number;
}

/** A user's ledger as read for a change. */
export interface UserLedger {
  userId: string;
  head: LedgerHead | null;
  /** Newest first. */
  purchases: PurchaseRecord[];
  hasProfile: boolean;
  /** The profile's email, copied onto new purchases when Stripe has none. */
  profileEmail: string | null;
}

function ledgerKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.ledger };
}

/** The user's profile, ledger head and purchases in one strongly consistent Query. */
export async function readUserLedger(userId: string): Promise<UserLedger> {
  const items = await queryAll({ index: null, partition: userPartition(userId), consistent: true });
  const headItem = items.find((item) => item.sk === SORT_KEY.ledger);
  const profileItem = items.find(isProfileItem);
  return {
    userId,
    head: headItem ? headFromItem(headItem) : null,
    purchases: items.filter(isPurchaseItem).map(purchaseFromItem),
    hasProfile: profileItem !== undefined,
    profileEmail: typeof profileItem?.email === 'string' ? profileItem.email : null,
  };
}

/** The ledger's payments, as the rules take them. */
export function paymentsOf(ledger: UserLedger): LedgerPayment[] {
  return ledger.purchases.map(ledgerPaymentOf);
}

/**
 * The items that move a user's ledger from what was read to `after`: the head (on the condition
 * that nobody moved it since the read), the profile's current tier, and the totals (revenue by the
 * difference, plus any other counts the change makes), with the day's aggregates beside them.
 */
export function ledgerChangeItems(
  ledger: UserLedger,
  after: readonly PurchaseRecord[],
  counts: TotalsDelta = {},
): TransactItem[] {
  const before = summarizeLedger(paymentsOf(ledger));
  const summary = summarizeLedger(after.map(ledgerPaymentOf));
  const version = (ledger.head?.version ?? 0) + 1;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...ledgerKey(ledger.userId), ...summary, version },
        ConditionExpression: ledger.head ? 'version = :seen' : 'attribute_not_exists(pk)',
        ...(ledger.head ? { ExpressionAttributeValues: { ':seen': ledger.head.version } } : {}),
      },
    },
  ];
  // A user whose profile trigger failed still gets their purchase; the admin's tier waits for the profile.
  if (ledger.hasProfile && summary.currentTierId !== before.currentTierId) {
    items.push(currentTierChange(ledger.userId, summary.currentTierId));
  }
  const revenueCents = summary.revenueCents - before.revenueCents;
  const moved = { ...counts, ...(revenueCents !== 0 ? { revenueCents } : {}) };
  if (Object.values(moved).some((value) => value !== 0)) items.push(...totalsChanges(moved));
  return items;
}

function headFromItem(item: Item): LedgerHead {
  return {
    version: Number(item.version),
    standingSumCents: Number(item.standingSumCents),
    ownedTierId: (item.ownedTierId as LedgerHead['ownedTierId']) ?? null,
    creditCents: Number(item.creditCents),
    currentTierId: (item.currentTierId as LedgerHead['currentTierId']) ?? null,
    revenueCents: Number(item.revenueCents),
  };
}
