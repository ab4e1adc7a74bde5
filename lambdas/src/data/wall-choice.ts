import type { WallChoiceState, WallSpot } from '@shared/api/types/wall';
import { ownedTierOf } from '@shared/ledger';
import type { WallModeration } from '@shared/schemas/wall';
import { retry } from '../lib/retry';
import { type AuditActor, auditEntryItem } from './audit';
import { raceRetry } from './contention';
import { AccountGoneError, UserNotFoundError, WallNeedsSetupError } from './errors';
import { ledgerUnchangedCheck, paymentsOf, readUserLedger, type UserLedger } from './ledger';
import { type TransactItem, transactWriteOnce } from './transactions';
import { absentPresence, type WallPresence, wallPresenceItems, wallPresenceRemoval } from './wall-presence';

/** The choice and the hiding, as the supporter and the admin see them. */
export function wallChoiceState(presence: WallPresence | null): WallChoiceState {
  return { showOnWall: presence?.showOnWall ?? false, hidden: presence?.hidden ?? false };
}

function ownedTierIdOf(ledger: UserLedger) {
  return ownedTierOf(paymentsOf(ledger))?.id ?? null;
}

/** Where the supporter is listed now, or null when they are not on the wall. */
export function wallSpotOf(presence: WallPresence | null): WallSpot | null {
  if (!presence?.listedTierId || !presence.since || !presence.nickname) return null;
  return { tierId: presence.listedTierId, nickname: presence.nickname, since: presence.since };
}

/**
 * A supporter's own choice (`PATCH /me/wall`): on or off the wall, with the nickname of their most
 * recent setup, which stays locked. Held to the ledger as read, so it lands under the tier they own.
 */
export async function chooseWall(userId: string, showOnWall: boolean, now: Date): Promise<WallChoiceState> {
  return retry(
    async () => {
      const ledger = await readUserLedger(userId);
      // A choice that raced the deletion: its tombstone moved the ledger's version, so this is read again.
      if (ledger.accountDeleted) throw new AccountGoneError();
      const presence = ledger.wall ?? absentPresence(userId);
      const nickname = presence.nickname ?? ledger.submissions[0]?.nickname ?? null;
      // Staying off the wall needs no nickname: nothing to write.
      if (!nickname && !showOnWall) return wallChoiceState(ledger.wall);
      if (!nickname) throw new WallNeedsSetupError();
      const items = wallPresenceItems(presence, { ...presence, showOnWall, nickname }, ownedTierIdOf(ledger), now);
      if (items.length > 0) await transactWriteOnce([ledgerUnchangedCheck(ledger), ...items]);
      return { showOnWall, hidden: presence.hidden };
    },
    raceRetry(`Wall choice of ${userId}`),
  );
}

/**
 * The items of an admin's hide or show (`PATCH /admin/users/{userId}/wall`): the presence with the
 * reason kept, the entry taken off or put back, the counts, held to the ledger as read. One
 * transaction, so that the record of who did it can join it.
 */
function wallModerationItems(
  ledger: UserLedger,
  moderation: WallModeration,
  actor: AuditActor,
  now: Date,
): TransactItem[] {
  const presence = ledger.wall ?? absentPresence(ledger.userId);
  const change = { ...presence, hidden: moderation.hidden, hiddenReason: moderation.reason };
  const items = wallPresenceItems(presence, change, ownedTierIdOf(ledger), now);
  if (items.length === 0) return [];
  const audit = auditEntryItem(
    actor,
    {
      action: moderation.hidden ? 'wall_hidden' : 'wall_shown',
      subject: { type: 'user', id: ledger.userId },
      before: { hidden: presence.hidden },
      after: { hidden: moderation.hidden },
      reason: moderation.reason,
    },
    now,
  );
  return [ledgerUnchangedCheck(ledger), ...items, audit];
}

/** An admin hides or shows a supporter's nickname; hidden never appears publicly. */
export async function moderateWall(
  userId: string,
  moderation: WallModeration,
  actor: AuditActor,
  now: Date,
): Promise<WallChoiceState> {
  return retry(
    async () => {
      const ledger = await readUserLedger(userId);
      if (!ledger.hasProfile) throw new UserNotFoundError();
      // The admin's audit entry is in this transaction, so the change and its record stand or fall together.
      const items = wallModerationItems(ledger, moderation, actor, now);
      if (items.length > 0) await transactWriteOnce(items);
      return { showOnWall: ledger.wall?.showOnWall ?? false, hidden: moderation.hidden };
    },
    raceRetry(`Wall moderation of ${userId}`),
  );
}

/**
 * The items that remove a user's every trace from the wall: their entry, its count and their
 * presence. For account deletion, whose transaction they join; none when they never chose.
 */
export async function wallRemovalItems(userId: string): Promise<TransactItem[]> {
  const ledger = await readUserLedger(userId);
  return ledger.wall ? wallPresenceRemoval(ledger.wall) : [];
}
