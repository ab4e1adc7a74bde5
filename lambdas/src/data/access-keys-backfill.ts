import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION } from '@shared/contract/table-keys';
import { isTierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import { contactFromItem, contactListPartition } from './contact';
import { emailSearchKeys, isDeletedProfileItem } from './profile';
import { purchaseFromItem, tierPurchaseKeys } from './purchase';
import { type Item, queryPage } from './query-page';
import { backfillSetupReminder } from './setup-reminder-backfill';
import { totalsChange } from './totals';
import { conditionFailedAt, isConditionFailed, transactWrite } from './transactions';

/** What one run changed. */
export interface BackfillCounts {
  profiles: number;
  purchases: number;
  contacts: number;
  /** Supporters who bought before the setup reminders and have not set up: their reminder started. */
  setupReminders: number;
}

const READ_SIZE = 100;

/** Every item of a gsi1 list, a page at a time (Queries, never a scan). */
async function forEachListed(partition: string, each: (item: Item) => Promise<boolean>): Promise<number> {
  let changed = 0;
  let cursor: string | undefined;
  do {
    const page = await queryPage({ index: GSI1, partition }, { cursor, limit: READ_SIZE });
    for (const item of page.items) if (await each(item)) changed += 1;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return changed;
}

/** Sets index keys on an item that has none yet; false when it has them or is gone. */
async function setKeysOnce(item: Item, keys: Record<string, string>, condition: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(gsi2pk)${condition}`,
        ExpressionAttributeValues: { ':gsi2pk': keys.gsi2pk, ':gsi2sk': keys.gsi2sk },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

async function backfillProfile(item: Item): Promise<boolean> {
  if (item.gsi2pk !== undefined || isDeletedProfileItem(item)) return false;
  const keys = emailSearchKeys(String(item.userId), String(item.email));
  return setKeysOnce(item, keys, ' AND attribute_not_exists(deletedAt)');
}

async function backfillReminder(item: Item): Promise<boolean> {
  if (isDeletedProfileItem(item) || !isTierId(item.currentTierId)) return false;
  return backfillSetupReminder(String(item.userId));
}

async function backfillPurchase(item: Item): Promise<boolean> {
  if (item.gsi2pk !== undefined) return false;
  return setKeysOnce(item, tierPurchaseKeys(purchaseFromItem(item)), '');
}

/** Moves a contact of the old list to its status's list and counts it there, in one transaction. */
async function backfillContact(item: Item): Promise<boolean> {
  const { status } = contactFromItem(item);
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi1pk = :list',
          ConditionExpression: 'gsi1pk = :old AND #status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':list': contactListPartition(status),
            ':old': LIST_PARTITION.contacts,
            ':status': status,
          },
        },
      },
      totalsChange({ contactStatuses: { [status]: 1 } }),
    ]);
    return true;
  } catch (error) {
    // Moved meanwhile, by an admin's change of its status or by another run.
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * Gives the items stored before the admin's access patterns their keys, each once, so it is safe to
 * run again and beside live traffic: live profiles their email index keys (deleted accounts none),
 * purchases their tier list keys, contacts of the old all-statuses list their status's list and
 * per-status count, and supporters who bought before the setup reminders their reminder.
 */
export async function backfillAccessKeys(): Promise<BackfillCounts> {
  return {
    profiles: await forEachListed(LIST_PARTITION.profiles, backfillProfile),
    purchases: await forEachListed(LIST_PARTITION.purchases, backfillPurchase),
    contacts: await forEachListed(LIST_PARTITION.contacts, backfillContact),
    setupReminders: await forEachListed(LIST_PARTITION.profiles, backfillReminder),
  };
}
