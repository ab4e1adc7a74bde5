import type { EmailPreferences } from '@shared/email-preferences';
import { type AccountStanding, standingOf } from './account-standing';
import { batchGetItems } from './batch-get';
import { emailPreferencesOf, preferencesKey } from './email-preferences';
import { type GameLinkRecord, gameLinkFromItem, isGameLinkItem } from './game-links';
import { isProcessingPaymentItem, type ProcessingPayment, processingPaymentFromItem } from './processing-payment';
import { isProfileItem, type ProfileRecord, profileFromItem, userPartition } from './profile';
import { isPurchaseItem, type PurchaseRecord, purchaseFromItem } from './purchase';
import { type Item, queryAll } from './query-page';
import { isSubmissionItem, type SubmissionRecord, submissionFromItem } from './submission';
import { presenceKey, type WallPresence, wallPresenceOf } from './wall-presence';

/**
 * Everything stored under one user: one Query, since profile, purchases and submissions share a
 * partition, and the wall presence and email choice read beside it in one BatchGetItem.
 */
export interface UserRecords {
  /** The account's standing, from the profile item the Query read (for routes that read their own standing). */
  standing: AccountStanding;
  profile: ProfileRecord | null;
  /** Newest first. */
  purchases: PurchaseRecord[];
  /** Most recently submitted first. */
  submissions: SubmissionRecord[];
  /** Payments by a delayed method the store learnt of, settled or not. */
  processingPayments: ProcessingPayment[];
  /** The gym wall choice, or null when the user never made one. */
  wall: WallPresence | null;
  /** The game account links, unlinked ones included (game-links.ts activeLinks keeps the standing ones). */
  gameLinks: GameLinkRecord[];
  /** Development updates on or off (off when never chosen). */
  emailPreferences: EmailPreferences;
}

export async function getUserRecords(userId: string): Promise<UserRecords> {
  const wallKey = presenceKey(userId);
  const emailKey = preferencesKey(userId);
  const [items, beside] = await Promise.all([
    queryAll({ index: null, partition: userPartition(userId) }),
    batchGetItems([wallKey, emailKey]),
  ]);
  const itemOf = (key: Item) => beside.find((item) => item.pk === key.pk && item.sk === key.sk);
  const profileItem = items.find(isProfileItem);
  return {
    standing: standingOf(profileItem),
    profile: profileItem ? profileFromItem(profileItem) : null,
    // The partition is read newest sort key first, and purchase keys start with their time.
    purchases: items.filter(isPurchaseItem).map(purchaseFromItem),
    submissions: items
      .filter(isSubmissionItem)
      .map(submissionFromItem)
      .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
    processingPayments: items.filter(isProcessingPaymentItem).map(processingPaymentFromItem),
    wall: wallPresenceOf(itemOf(wallKey)),
    gameLinks: items.filter(isGameLinkItem).map(gameLinkFromItem),
    emailPreferences: emailPreferencesOf(itemOf(emailKey)),
  };
}
