/**
 * Test-only helpers for in-game delivery (never imported by a handler): a game server key, and a
 * linked game account written as the link transaction writes it (the link, the links version, the
 * player's entitlements and a `linked` change, held to the ledger as read).
 */
import type { ChangesResponse, GameChange } from '@shared/api/types/game';
import type { GamePlatform } from '@shared/game-messages';
import { summarizeLedger } from '@shared/ledger';
import { tableName } from '../src/data/client';
import { raceRetry } from '../src/data/contention';
import { feedAppendItems, readFeedHead } from '../src/data/game-feed';
import { createGameKey } from '../src/data/game-keys';
import {
  entitlementState,
  type GameLinkRecord,
  gameLinkToItem,
  linksVersionBump,
  playerEntitlementToItem,
} from '../src/data/game-links';
import { ledgerUnchangedCheck, paymentsOf, readUserLedger } from '../src/data/ledger';
import { transactWriteOnce } from '../src/data/transactions';
import { retry } from '../src/lib/retry';
import { call } from './api-event';

/** A new game server key's secret, as the game servers send it. */
export async function newGameKey(name = 'Test game servers'): Promise<string> {
  const { secret } = await createGameKey(
    name,
    { actor: 'admin', adminId: 'admin-test', adminEmail: 'admin@example.com' },
    new Date(),
  );
  return secret;
}

/** Links a game account to the user with the entitlement of what they own now, as linking does. */
export async function seedGameLink(
  userId: string,
  platform: GamePlatform,
  playerId: string,
  displayName = 'Hooper',
): Promise<GameLinkRecord> {
  return retry(
    async () => {
      const ledger = await readUserLedger(userId);
      const state = entitlementState(summarizeLedger(paymentsOf(ledger)).ownedTierId, ledger.submissions);
      const head = await readFeedHead();
      const at = new Date().toISOString();
      const link: GameLinkRecord = {
        userId,
        platform,
        playerId,
        displayName,
        linkedAt: at,
        lastDeliveredAt: null,
        switchedAt: at,
        unlinkedAt: null,
      };
      await transactWriteOnce([
        ledgerUnchangedCheck(ledger),
        linksVersionBump(userId, ledger.game.linksVersion),
        { Put: { TableName: tableName(), Item: gameLinkToItem(link) } },
        {
          Put: {
            TableName: tableName(),
            Item: playerEntitlementToItem({ userId, platform, playerId, ...state, revision: 1, updatedAt: at }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...feedAppendItems(head, [
          { type: 'linked', platform, playerId, tierId: state.tierId, benefits: state.benefits, at },
        ]),
      ]);
      return link;
    },
    raceRetry(`Test link of ${platform} ${playerId}`),
  );
}

/** Every change of the feed after `after`, read page by page through the API. */
export async function readWholeFeed(key: string, after = '0', limit = 100): Promise<GameChange[]> {
  const changes: GameChange[] = [];
  let cursor = after;
  for (;;) {
    const page = await call('GET /game/v1/changes', { token: key, query: { after: cursor, limit: String(limit) } });
    if (page.status !== 200) throw new Error(`GET /game/v1/changes answered ${page.status}: ${page.rawBody}`);
    const body = page.body as ChangesResponse;
    changes.push(...body.changes);
    cursor = body.nextCursor;
    if (!body.hasMore) return changes;
  }
}
