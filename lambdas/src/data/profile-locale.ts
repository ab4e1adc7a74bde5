import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOCALES, type Locale } from '@shared/locales';
import { documentClient, tableName } from './client';
import { AccountGoneError } from './errors';
import { isDeletedProfileItem, profileKey, profilesAtAddress } from './profile';
import { isConditionFailed } from './transactions';

/**
 * Keeps the language the store writes to a supporter in on their profile. The same language again
 * writes nothing; a profile that is gone (deleted meanwhile, or never written) is refused and not
 * brought back by the write. Concurrent changes each write a whole valid value: the last one stays.
 */
export async function setProfileLocale(userId: string, locale: Locale): Promise<Locale> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      ProjectionExpression: 'pk, deletedAt, #locale',
      ExpressionAttributeNames: { '#locale': 'locale' },
      ConsistentRead: true,
    }),
  );
  if (!Item || isDeletedProfileItem(Item)) throw new AccountGoneError();
  if (Item.locale === locale) return locale;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(userId),
        UpdateExpression: 'SET #locale = :locale',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeNames: { '#locale': 'locale' },
        ExpressionAttributeValues: { ':locale': locale },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new AccountGoneError({ cause: error });
    throw error;
  }
  return locale;
}

/**
 * The language kept on a user's profile, or null when there is none to read: no profile (a sign-up
 * not confirmed yet, an operator's invitation) or one kept before the language was. Reads that one
 * attribute alone, as the email sender's role may (infra/lib/table-access.ts).
 */
export async function storedProfileLocale(userId: string): Promise<Locale | null> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      ProjectionExpression: '#locale',
      ExpressionAttributeNames: { '#locale': 'locale' },
    }),
  );
  return LOCALES.find((locale) => locale === Item?.locale) ?? null;
}

/**
 * The language kept on the live account at this address, or null when none is there or it kept none: a
 * gift's recipient may already have an account. Reads the language and the email alone, through the
 * email index, as the email sender's role may (infra/lib/table-access.ts).
 */
export async function storedLocaleAtAddress(email: string): Promise<Locale | null> {
  for (const item of await profilesAtAddress(email, ['locale'])) {
    const kept = LOCALES.find((locale) => locale === item.locale);
    if (kept) return kept;
  }
  return null;
}
