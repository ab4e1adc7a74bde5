import type { AccountDataResponse, AccountDataTicket } from '@shared/api/types/account';
import { listAllTicketsForUser } from './contact';
import { activeLinks, toGameAccount } from './game-links';
import { toProfile } from './profile';
import { toPurchase } from './purchase';
import { getSetupReminderData } from './setup-reminder';
import { toTierSubmission } from './submission';
import { getUserRecords } from './user-records';
import { wallChoiceState, wallSpotOf } from './wall-choice';

/**
 * Everything the store holds about a user, as their data download: profile, purchases, tier
 * setups, tickets with the answers, the gym wall choice, the linked game accounts, the email choice and the setup reminder. Admin notes and the store's internal fields (ledger values,
 * index keys, the admin's current tier) are left out by building each part from its user-facing shape.
 */
export async function collectAccountData(userId: string, now: Date): Promise<AccountDataResponse> {
  const [records, tickets, setupReminder] = await Promise.all([
    getUserRecords(userId),
    listAllTicketsForUser(userId),
    getSetupReminderData(userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: records.profile ? toProfile(records.profile) : null,
    wall: { ...wallChoiceState(records.wall), spot: wallSpotOf(records.wall) },
    purchases: records.purchases.map(toPurchase),
    tierSubmissions: records.submissions.map(toTierSubmission),
    gameAccounts: activeLinks(records.gameLinks).map(toGameAccount),
    emailPreferences: records.emailPreferences,
    setupReminder,
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
  };
}
