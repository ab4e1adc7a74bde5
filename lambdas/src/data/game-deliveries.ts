import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GamePlatform } from '@shared/game-messages';
import { documentClient, tableName } from './client';
import { changeKey } from './game-feed';
import { gameLinkKey, playerKey } from './game-links';
import { isConditionFailed } from './transactions';

/** The game account a change was about. */
interface ChangedAccount {
  platform: GamePlatform;
  playerId: string;
}

/** What marking one change found: whether the feed holds it, and its account when this call delivered it first. */
interface ChangeMark {
  known: boolean;
  firstDelivery: ChangedAccount | null;
}

/**
 * The game server applied these changes: each change of the feed is marked `deliveredAt` (the first
 * time only) and, for those delivered now, the account's player item and the supporter's link get
 * `lastDeliveredAt` (found through the player item; an account unlinked since has neither, and only
 * its change is marked). Unknown ids are ignored; asking again changes nothing. Returns how many of
 * the ids are changes of the feed.
 */
export async function markDelivered(changeIds: readonly string[], now: Date): Promise<number> {
  const at = now.toISOString();
  const marks = await Promise.all([...new Set(changeIds.map(Number))].map((seq) => markChange(seq, at)));
  const accounts = new Map<string, ChangedAccount>();
  for (const { firstDelivery } of marks) {
    if (firstDelivery) accounts.set(`${firstDelivery.platform}#${firstDelivery.playerId}`, firstDelivery);
  }
  await Promise.all([...accounts.values()].map((account) => noteDelivery(account, at)));
  return marks.filter((mark) => mark.known).length;
}

async function markChange(seq: number, at: string): Promise<ChangeMark> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: changeKey(seq),
        UpdateExpression: 'SET deliveredAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deliveredAt)',
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    const change = result.Attributes ?? {};
    return {
      known: true,
      firstDelivery: { platform: change.platform as GamePlatform, playerId: String(change.playerId) },
    };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The old item comes back when the change exists and was delivered before; nothing when there is no such change.
    return { known: (error as { Item?: unknown }).Item !== undefined, firstDelivery: null };
  }
}

/** Notes the delivery on the account's player item and on its supporter's link, while the account stays linked. */
async function noteDelivery({ platform, playerId }: ChangedAccount, at: string): Promise<void> {
  const player = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: playerKey(platform, playerId), ConsistentRead: true }),
  );
  if (!player.Item) return;
  const userId = String(player.Item.userId);
  await Promise.all([
    updateIfStill({
      Key: playerKey(platform, playerId),
      ConditionExpression: 'attribute_exists(pk) AND userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
      at,
    }),
    updateIfStill({
      Key: gameLinkKey(userId, platform),
      ConditionExpression:
        'attribute_exists(pk) AND playerId = :playerId AND (attribute_not_exists(unlinkedAt) OR attribute_type(unlinkedAt, :null))',
      ExpressionAttributeValues: { ':playerId': playerId, ':null': 'NULL' },
      at,
    }),
  ]);
}

/** Sets `lastDeliveredAt` on the condition given; an item unlinked in between is left as it is. */
async function updateIfStill(update: {
  Key: { pk: string; sk: string };
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
  at: string;
}): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: update.Key,
        UpdateExpression: 'SET lastDeliveredAt = :at',
        ConditionExpression: update.ConditionExpression,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':at': update.at },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
