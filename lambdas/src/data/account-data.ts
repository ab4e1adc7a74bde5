import type {
  AccountDataEmail,
  AccountDataGameAccount,
  AccountDataPurchase,
  AccountDataResponse,
  AccountDataTicket,
} from '@shared/api/types/account';
import { listAllTicketsForUser } from './contact';
import { type GameLinkRecord, toGameAccount } from './game-links';
import { listEmailsAboutUser, type OutboxEmail } from './outbox';
import { toProfile } from './profile';
import { type PurchaseRecord, toPurchase } from './purchase';
import { listSentGifts } from './purchase-history';
import { getSetupReminderData } from './setup-reminder';
import { toTierSubmission } from './submission';
import { getSuppression } from './suppression';
import { getUserRecords } from './user-records';
import { wallChoiceState, wallSpotOf } from './wall-choice';

/**
 * Everything the store keeps about a user, as their data download: profile and two-step record,
 * purchases (with the creator code, presented currency and receipt address kept on them) and delayed
 * payments, tier setups, tickets with the answers, the gym wall choice, every game account ever linked
 * (unlinked ones with their date), the email choice, the setup reminder, the emails sent or queued
 * about them, the address's do-not-email entry, and the gifts they sent (a gift received is on its purchase). Admin notes, the audit log and the store's
 * internal fields (ledger values, index keys, the admin's current tier) are left out by building each
 * part from its user-facing shape; so are what only lives minutes (counters, checkout claims, link
 * codes) and what is derived from the records here (the ledger head, a game account's entitlements
 * and the game feed's changes, the wall's own entry).
 */
export async function collectAccountData(userId: string, now: Date): Promise<AccountDataResponse> {
  const [records, tickets, setupReminder, emails, giftsSent] = await Promise.all([
    getUserRecords(userId),
    listAllTicketsForUser(userId),
    getSetupReminderData(userId),
    listEmailsAboutUser(userId),
    listSentGifts(userId),
  ]);
  const suppression = records.profile ? await getSuppression(records.profile.email) : null;
  return {
    exportedAt: now.toISOString(),
    profile: records.profile ? toProfile(records.profile) : null,
    wall: { ...wallChoiceState(records.wall), spot: wallSpotOf(records.wall) },
    purchases: records.purchases.map(toAccountDataPurchase),
    delayedPayments: records.processingPayments.map(({ sessionId, tierId, since, failedAt }) => ({
      sessionId,
      tierId,
      since,
      failedAt,
    })),
    tierSubmissions: records.submissions.map(toTierSubmission),
    gameAccounts: records.gameLinks.map(toAccountDataGameAccount),
    emailPreferences: records.emailPreferences,
    setupReminder,
    giftsSent,
    tickets: tickets.map(
      ({ id, name, email, subject, message, status, adminResponse, createdAt, resolvedAt }): AccountDataTicket => ({
        id,
        name,
        email,
        subject,
        message,
        status,
        adminResponse,
        createdAt,
        resolvedAt,
      }),
    ),
    emails: emails.map(toAccountDataEmail),
    doNotEmail: suppression,
  };
}

function toAccountDataPurchase(record: PurchaseRecord): AccountDataPurchase {
  return {
    ...toPurchase(record),
    email: record.email,
    ...(record.presented ? { presented: record.presented } : {}),
    creatorCode: record.creatorCode ?? null,
    purchasedAt: record.purchasedAt,
    taxCents: record.taxCents,
    billingCountry: record.billingCountry,
    invoice: record.invoice ?? null,
    // A gift received: who sent it as the recipient may see it; the invoice and billing country are the buyer's.
    ...(record.gift
      ? {
          gift: { giftId: record.gift.giftId, from: record.gift.from ?? null, message: record.gift.message ?? null },
          invoice: null,
          billingCountry: null,
        }
      : {}),
  };
}

function toAccountDataGameAccount(link: GameLinkRecord): AccountDataGameAccount {
  return { ...toGameAccount(link), unlinkedAt: link.unlinkedAt };
}

function toAccountDataEmail({ id, createdAt, sentAt, message }: OutboxEmail): AccountDataEmail {
  return { id, createdAt, sentAt, message };
}
