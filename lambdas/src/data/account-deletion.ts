import { DELETED_ACCOUNT_TOMBSTONE } from '@shared/account-messages';
import { retry } from '../lib/retry';
import { anonymizeTicketSender, listAllTicketsForUser } from './contact';
import { raceRetry } from './contention';
import { forgetEmailPreferences } from './email-preferences';
import { eraseGameLinks } from './game-account-links';
import { forgetGiftsSent } from './gift-erasure';
import { ledgerVersionBump, readUserLedger } from './ledger';
import { forgetCheckoutSlot } from './open-checkouts';
import { listEmailsAboutUser, withdrawEmail } from './outbox';
import { profileTombstoneChange } from './profile';
import { purchaseEmailChange } from './purchase';
import { setupPendingEndItems } from './setup-reminder';
import { withdrawSubmission } from './submission';
import { transactWriteOnce } from './transactions';
import { getUserRecords } from './user-records';
import { wallRemovalItems } from './wall-choice';

/**
 * Takes a user's email and name out of every item that holds them, and their public presence off
 * the site, while keeping what accounting needs:
 * - the profile stays as a tombstone (email replaced, `deletedAt`), so the user count stays right;
 * - purchases stay with the email replaced (amounts untouched, so revenue and counts do not move),
 *   written with a ledger version bump so a refund racing the deletion reads them again;
 * - a setup reminder goes with them, and the setup stops counting as pending;
 * - tickets keep the message and answers, with the sender's name and email replaced;
 * - outbox emails about the user are withdrawn (addresses replaced, never sent);
 * - linked game accounts are unlinked (the feed says `unlinked`; the entitlements with the nickname
 *   go) and the player names on the link items replaced; after the tombstone, so no link completes later;
 * - the open-checkout slot goes (a creation whose answer was lost keeps the email sent to Stripe);
 * - the email choice goes, so no update is sent to the account;
 * - the gifts they paid for stay claimable or claimed, with their address replaced and no sender named,
 *   on the gifts, the purchases claimed from them and the emails to their recipients;
 * - public presence: see `removePublicPresence`.
 * Every step is idempotent, so a deletion that failed part-way is finished by running it again.
 */
export async function eraseAccountData(userId: string, now: Date): Promise<void> {
  await tombstoneProfileAndPurchases(userId, now);
  await eraseGameLinks(userId, now);
  for (const ticket of await listAllTicketsForUser(userId)) {
    await anonymizeTicketSender(ticket.id, DELETED_ACCOUNT_TOMBSTONE);
  }
  for (const email of await listEmailsAboutUser(userId)) {
    await withdrawEmail(email, DELETED_ACCOUNT_TOMBSTONE, now);
  }
  await forgetCheckoutSlot(userId);
  await forgetEmailPreferences(userId);
  await forgetGiftsSent(userId, DELETED_ACCOUNT_TOMBSTONE);
  await removePublicPresence(userId, now);
}

/** Profile and purchases in one transaction, read again and written again when a ledger change raced it. */
async function tombstoneProfileAndPurchases(userId: string, now: Date): Promise<void> {
  await retry(
    async () => {
      const ledger = await readUserLedger(userId);
      const bump = ledgerVersionBump(ledger);
      const purchases = ledger.purchases.filter((purchase) => purchase.email !== DELETED_ACCOUNT_TOMBSTONE);
      const pendingEnd = setupPendingEndItems(userId, ledger.setupCounted);
      const items = [
        ...(ledger.hasProfile ? [profileTombstoneChange(userId, DELETED_ACCOUNT_TOMBSTONE, now)] : []),
        ...((purchases.length > 0 || pendingEnd.length > 0) && bump ? [bump] : []),
        ...purchases.map((purchase) => purchaseEmailChange(purchase, DELETED_ACCOUNT_TOMBSTONE)),
        ...pendingEnd,
      ];
      if (items.length > 0) await transactWriteOnce(items);
    },
    raceRetry(`Deletion of account ${userId}`),
  );
}

/**
 * Everything that shows the user to other visitors, taken down when the account is deleted. Each
 * feature that gives a user a public presence adds its one removal here (e.g. the gym wall's entry).
 */
const PUBLIC_PRESENCE_REMOVALS: ReadonlyArray<(userId: string, now: Date) => Promise<void>> = [
  // The tier setup's nickname and jersey name: what the store would show of the user in public.
  async (userId, now) => {
    const { submissions } = await getUserRecords(userId);
    for (const submission of submissions) await withdrawSubmission(submission, DELETED_ACCOUNT_TOMBSTONE, now);
  },
  // The gym wall: the entry, its count and the choice, written on the versions read (read again on a race).
  async (userId) => {
    await retry(
      async () => {
        const items = await wallRemovalItems(userId);
        if (items.length > 0) await transactWriteOnce(items);
      },
      raceRetry(`Wall removal of account ${userId}`),
    );
  },
];

/** Runs every removal of the user's other public presence (PUBLIC_PRESENCE_REMOVALS). */
async function removePublicPresence(userId: string, now: Date): Promise<void> {
  for (const removal of PUBLIC_PRESENCE_REMOVALS) await removal(userId, now);
}
