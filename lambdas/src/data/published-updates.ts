import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION } from '@shared/contract/table-keys';
import type { PublishedUpdate } from '@shared/updates';
import { documentClient, tableName } from './client';
import { queryAll } from './query-page';
import { publishedFromItem, updateKey, updateSlugKey } from './update-items';

/** Which sent updates a reader may see: the public ones, or the supporters-only ones too. */
export interface PublishedReader {
  withSupportersOnly: boolean;
}

/** The sent updates, newest first, from their gsi2 list (never a scan). */
export async function listPublishedUpdates(reader: PublishedReader): Promise<PublishedUpdate[]> {
  const items = await queryAll({
    index: GSI2,
    partition: GSI2_PARTITION.publishedUpdates,
    ...(reader.withSupportersOnly
      ? {}
      : {
          filter: {
            expression: '#supportersOnly <> :true',
            names: { '#supportersOnly': 'supportersOnly' },
            values: { ':true': true },
          },
        }),
  });
  return items.map(publishedFromItem);
}

/**
 * What a slug can be: the send writes lower-case letters, digits and hyphens, 60 at most
 * (update-send.ts). Anything else names no update and is never made a key: DynamoDB answers a key
 * over 2,048 bytes with an error, where a reader with a wrong address must get a 404.
 */
const POSSIBLE_SLUG = /^[a-z0-9-]{1,128}$/;

/** The sent update a public address names; null for no such slug, or an update not sent yet. */
export async function getPublishedUpdate(slug: string): Promise<PublishedUpdate | null> {
  if (!POSSIBLE_SLUG.test(slug)) return null;
  const { Item: slugItem } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: updateSlugKey(slug) }),
  );
  if (typeof slugItem?.updateId !== 'string') return null;
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: updateKey(slugItem.updateId) }),
  );
  return Item?.status === 'sent' ? publishedFromItem(Item) : null;
}
