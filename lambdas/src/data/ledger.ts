import { SORT_KEY } from '@shared/contract/table-keys';
import { type LedgerPayment, type LedgerSummary, summarizeLedger } from '@shared/ledger';
import { getTier, type TierId } from '@shared/tiers';
import { tableName } from './client';
import { type GameFollow, gameFollowItems, readGameFollow } from './game-follow';
import { entitlementState } from './game-links';
import { currentTierChange, isDeletedProfileItem, isProfileItem, userPartition } from './profile';
import { isPurchaseItem, ledgerPaymentOf, type PurchaseRecord, purchaseFromItem } from './purchase';
import { type Item, queryAll } from './query-page';
import { isSetupCounted, pendingSetupTier, type ReminderStart, setupPendingChange } from './setup-reminder';
import { isSubmissionItem, type SubmissionRecord, submissionAbsentCheck, submissionFromItem } from './submission';
import { taxReportChanges } from './tax-report';
import { type TotalsDelta, totalsChanges } from './totals';
import type { TransactItem } from './transactions';
import { getWallPresence, type WallPresence, wallFollowItems } from './wall-presence';

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
  /** The user deleted their account: new purchases keep the profile's tombstone, not Stripe's email. */
  accountDeleted: boolean;
  /** The gym wall presence, which follows the owned tier. */
  wall: WallPresence | null;
  /** The tier setups, most recently submitted first. */
  submissions: SubmissionRecord[];
  /** The setup counts as pending ('Setup pending'): the setup reminder's item exists. */
  setupCounted: boolean;
  /** The linked game accounts, told of every change of the owned tier. */
  game: GameFollow;
}

function ledgerKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.ledger };
}

/** The ledger head as stored: the summary of the user's payments at a version. */
export function ledgerHeadToItem(userId: string, summary: LedgerSummary, version: number): Item {
  return { ...ledgerKey(userId), ...summary, version };
}

/**
 * The user's profile, ledger head, purchases, setups and game links in one strongly consistent
 * Query, their wall presence and setup reminder beside it, and the game feed's head when they have
 * linked accounts.
 */
export async function readUserLedger(userId: string): Promise<UserLedger> {
  const [items, wall, setupCounted] = await Promise.all([
    queryAll({ index: null, partition: userPartition(userId), consistent: true }),
    getWallPresence(userId, true),
    isSetupCounted(userId),
  ]);
  const game = await readGameFollow(items);
  const headItem = items.find((item) => item.sk === SORT_KEY.ledger);
  const profileItem = items.find(isProfileItem);
  return {
    userId,
    head: headItem ? headFromItem(headItem) : null,
    purchases: items.filter(isPurchaseItem).map(purchaseFromItem),
    hasProfile: profileItem !== undefined,
    profileEmail: typeof profileItem?.email === 'string' ? profileItem.email : null,
    accountDeleted: profileItem !== undefined && isDeletedProfileItem(profileItem),
    wall,
    submissions: items
      .filter(isSubmissionItem)
      .map(submissionFromItem)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
    setupCounted,
    game,
  };
}

/**
 * The transaction item that holds a change to other records of the user (setup, wall choice) to the
 * ledger as it was read: a payment change in between cancels it, and it is read again.
 */
export function ledgerUnchangedCheck(ledger: UserLedger): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: ledgerKey(ledger.userId),
      ConditionExpression: ledger.head ? 'version = :seen' : 'attribute_not_exists(pk)',
      ...(ledger.head ? { ExpressionAttributeValues: { ':seen': ledger.head.version } } : {}),
    },
  };
}

/** The ledger's payments, as the rules take them. */
export function paymentsOf(ledger: UserLedger): LedgerPayment[] {
  return ledger.purchases.map(ledgerPaymentOf);
}

/**
 * The items that move a user's ledger from what was read to `after`: the head (on the condition
 * that nobody moved it since the read), the profile's current tier, the totals (revenue net of tax and
 * the tax by the difference, the supporters when the user comes to own a tier or owns none any more,
 * plus any other counts the change makes) with the day's aggregates beside
 * them, the tax report's month (data/tax-report.ts), and,
 * when the owned tier moves (an upgrade, a refund, a lost dispute), the gym wall entry and the
 * linked game accounts' entitlements with their feed changes (held to the links as read in any case),
 * and the setup reminder when the owned tier is left without its setup or finds one again.
 */
export function ledgerChangeItems(
  ledger: UserLedger,
  after: readonly PurchaseRecord[],
  counts: TotalsDelta = {},
  now: Date = new Date(),
): TransactItem[] {
  const before = summarizeLedger(paymentsOf(ledger));
  const summary = summarizeLedger(after.map(ledgerPaymentOf));
  const version = (ledger.head?.version ?? 0) + 1;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: ledgerHeadToItem(ledger.userId, summary, version),
        ConditionExpression: ledger.head ? 'version = :seen' : 'attribute_not_exists(pk)',
        ...(ledger.head ? { ExpressionAttributeValues: { ':seen': ledger.head.version } } : {}),
      },
    },
  ];
  // A user whose profile trigger failed still gets their purchase; the admin's tier waits for the profile.
  if (ledger.hasProfile && summary.currentTierId !== before.currentTierId) {
    items.push(currentTierChange(ledger.userId, summary.currentTierId));
  }
  const pending = setupPendingChange(
    ledger.userId,
    ledger.setupCounted,
    setupPendingTier(ledger, before.ownedTierId),
    reminderStart(ledger, summary.ownedTierId, now),
  );
  items.push(...pending.items);
  const revenueCents = summary.revenueCents - before.revenueCents;
  const taxCents = summary.taxCents - before.taxCents;
  const supporterCount = supporterMove(before.ownedTierId, summary.ownedTierId);
  const moved = {
    ...counts,
    ...pending.counts,
    ...(revenueCents !== 0 ? { revenueCents } : {}),
    ...(taxCents !== 0 ? { taxCents } : {}),
    ...(supporterCount !== 0 ? { supporterCount } : {}),
  };
  if (Object.values(moved).some((value) => value !== 0)) items.push(...totalsChanges(moved));
  items.push(...taxReportChanges(ledger.purchases, after, now));
  items.push(...wallFollowItems(ledger.wall, summary.ownedTierId, now));
  items.push(
    ...gameFollowItems(
      ledger.userId,
      ledger.game,
      entitlementState(before.ownedTierId, ledger.submissions),
      entitlementState(summary.ownedTierId, ledger.submissions),
      now,
    ),
  );
  return items;
}

/**
 * The items that start the setup reminder of a supporter who bought before the reminders (the
 * backfill): the reminder, due 24 hours after their newest purchase, and one more 'Setup pending', held
 * to the ledger and the setups as read. Null when their setup is counted already or not pending.
 */
export function setupReminderBackfillItems(ledger: UserLedger): TransactItem[] | null {
  const newest = ledger.purchases[0];
  if (ledger.setupCounted || !newest) return null;
  const start = reminderStart(ledger, summarizeLedger(paymentsOf(ledger)).ownedTierId, new Date(newest.createdAt));
  if (!start) return null;
  const { items, counts } = setupPendingChange(ledger.userId, false, null, start);
  return [
    ledgerUnchangedCheck(ledger),
    submissionAbsentCheck(ledger.userId, start.tierId),
    ...items,
    ...totalsChanges(counts),
  ];
}

/** +1 when a user comes to own a tier, -1 when they own none any more (a refund, a lost dispute), else 0. */
function supporterMove(before: TierId | null, after: TierId | null): number {
  return (after ? 1 : 0) - (before ? 1 : 0);
}

/** The tier the user, not deleted, owns as `ownedTierId` without a setup for it; null when none. */
function setupPendingTier(ledger: UserLedger, ownedTierId: LedgerSummary['ownedTierId']): TierId | null {
  if (ledger.accountDeleted) return null;
  return pendingSetupTier(ownedTierId, ledger.submissions);
}

function reminderStart(ledger: UserLedger, ownedTierId: LedgerSummary['ownedTierId'], now: Date): ReminderStart | null {
  const tierId = setupPendingTier(ledger, ownedTierId);
  if (!tierId) return null;
  return { to: ledger.profileEmail, tierId, tierName: getTier(tierId).name, purchasedAt: now };
}

function headFromItem(item: Item): LedgerHead {
  return {
    version: Number(item.version),
    standingSumCents: Number(item.standingSumCents),
    ownedTierId: (item.ownedTierId as LedgerHead['ownedTierId']) ?? null,
    creditCents: Number(item.creditCents),
    currentTierId: (item.currentTierId as LedgerHead['currentTierId']) ?? null,
    revenueCents: Number(item.revenueCents),
    // Heads from before the store collected tax have none.
    taxCents: typeof item.taxCents === 'number' ? item.taxCents : 0,
  };
}

/**
 * The item that moves the head's version on and nothing else, for a write to the user's purchases
 * that changes no amount (the account deletion's email tombstone): any ledger change that read the
 * purchases before it fails its version condition and reads them again. Null for a user who never paid.
 */
export function ledgerVersionBump(ledger: UserLedger): TransactItem | null {
  if (!ledger.head) return null;
  return {
    Update: {
      TableName: tableName(),
      Key: ledgerKey(ledger.userId),
      UpdateExpression: 'SET version = :next',
      ConditionExpression: 'version = :seen',
      ExpressionAttributeValues: { ':seen': ledger.head.version, ':next': ledger.head.version + 1 },
    },
  };
}
