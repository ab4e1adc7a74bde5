import type { GameAccount } from '@shared/api/types/game';
import { SORT_KEY } from '@shared/contract/table-keys';
import { PLATFORM_NAMES } from '@shared/game-messages';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { summarizeLedger } from '@shared/ledger';
import { longUtcDate } from '@shared/utc-date';
import { retry } from '../lib/retry';
import { tableName } from './client';
import { raceRetry } from './contention';
import { AccountGoneError, LinkedElsewhereError, RelinkTooSoonError } from './errors';
import { playerRemoval, readUserGameLinks, unlinkedChange } from './game-account-links';
import { feedAppendItems, type NewGameChange, readFeedHead } from './game-feed';
import { getPendingLinkRequest, type LinkRequestRecord, linkRequestDecisionItems } from './game-link-requests';
import {
  type EntitlementState,
  entitlementState,
  type GameLinkRecord,
  gameLinkToItem,
  getPlayerEntitlement,
  linksVersionBump,
  playerEntitlementToItem,
  toGameAccount,
} from './game-links';
import { ledgerUnchangedCheck, paymentsOf, readUserLedger } from './ledger';
import { userPartition } from './profile';
import { type TransactItem, transactWriteOnce } from './transactions';

/** How long a platform stays on a game account before it may switch to a different one (benefits are non-transferable). */
const RELINK_WAIT_MS = 30 * 24 * 60 * 60 * 1000;

/** Holds the link to a live account: a deletion that came first cancels it. */
function liveProfileCheck(userId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: { pk: userPartition(userId), sk: SORT_KEY.profile },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
    },
  };
}

/**
 * Links the game account of the pending request `userCode` stands for to the supporter, in one
 * transaction: the request approved (still pending and unexpired) and its code consumed, the link
 * item, the game account's entitlements (from the ledger as read, held to it), the links version
 * moved on and a `linked` change. A platform already on a different game account switches to this
 * one (with an `unlinked` change for the old one) once 30 days have passed since its last switch.
 * The same game account again changes nothing but the request. A lost race reads everything again.
 */
export async function linkGameAccount(userCode: string, userId: string, now: Date): Promise<GameAccount> {
  return retry(() => tryLink(userCode, userId, now), raceRetry(`Link of code ${userCode} for account ${userId}`));
}

/** One try: read the request, the ledger, the user's links, the game account and the feed head; judge; write. */
async function tryLink(userCode: string, userId: string, now: Date): Promise<GameAccount> {
  const request = await getPendingLinkRequest(userCode, now);
  const [ledger, userLinks, player, feedHead] = await Promise.all([
    readUserLedger(userId),
    readUserGameLinks(userId),
    getPlayerEntitlement(request.platform, request.playerId, true),
    readFeedHead(),
  ]);
  if (!ledger.hasProfile || ledger.accountDeleted) throw new AccountGoneError();
  if (player && player.userId !== userId) throw new LinkedElsewhereError();
  const approval = linkRequestDecisionItems(request, { status: 'approved', userId }, now);
  const current = userLinks.links.find((link) => link.platform === request.platform) ?? null;
  const active = current?.unlinkedAt === null ? current : null;
  if (active?.playerId === request.playerId) {
    await transactWriteOnce(approval);
    return toGameAccount(active);
  }
  const link = newLink(request, userId, current, now);
  const state = entitlementState(summarizeLedger(paymentsOf(ledger)).ownedTierId, ledger.submissions);
  await transactWriteOnce([
    ...approval,
    ...linkWriteItems(link, state, active, feedHead, now),
    linksVersionBump(userId, userLinks.version),
    ledgerUnchangedCheck(ledger),
    liveProfileCheck(userId),
  ]);
  return toGameAccount(link);
}

/**
 * The link the request makes. A platform switching to a different game account keeps its last
 * switch 30 days before it may switch again (RelinkTooSoonError); linking it again after an unlink
 * to the same account keeps the switch time it had.
 */
function newLink(
  request: LinkRequestRecord,
  userId: string,
  current: GameLinkRecord | null,
  now: Date,
): GameLinkRecord {
  const switching = current !== null && current.playerId !== request.playerId;
  if (switching) {
    const allowedAt = Date.parse(current.switchedAt) + RELINK_WAIT_MS;
    if (now.getTime() < allowedAt)
      throw new RelinkTooSoonError(PLATFORM_NAMES[request.platform], longUtcDate(allowedAt, getLocale()));
  }
  return {
    userId,
    platform: request.platform,
    playerId: request.playerId,
    displayName: request.displayName,
    linkedAt: now.toISOString(),
    lastDeliveredAt: null,
    switchedAt: switching || current === null ? now.toISOString() : current.switchedAt,
    unlinkedAt: null,
  };
}

/**
 * The link item, the game account's entitlements (only if no other supporter holds it), the
 * replaced account's removal, and the feed's changes: `unlinked` for the replaced one, then `linked`.
 */
function linkWriteItems(
  link: GameLinkRecord,
  state: EntitlementState,
  replaced: GameLinkRecord | null,
  feedHead: number,
  now: Date,
): TransactItem[] {
  const at = now.toISOString();
  const changes: NewGameChange[] = [
    ...(replaced ? [unlinkedChange(replaced, now)] : []),
    {
      type: 'linked',
      platform: link.platform,
      playerId: link.playerId,
      tierId: state.tierId,
      benefits: state.benefits,
      at,
    },
  ];
  return [
    { Put: { TableName: tableName(), Item: gameLinkToItem(link) } },
    {
      Put: {
        TableName: tableName(),
        Item: playerEntitlementToItem({
          userId: link.userId,
          platform: link.platform,
          playerId: link.playerId,
          ...state,
          // The linked change's number: above every revision an earlier link of this game account
          // reached (each revision came with a change in the feed), so an ETag from then never matches.
          revision: feedHead + changes.length,
          updatedAt: at,
        }),
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
        ExpressionAttributeValues: { ':userId': link.userId },
      },
    },
    ...(replaced ? [playerRemoval(replaced)] : []),
    ...feedAppendItems(feedHead, changes),
  ];
}
