import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { profileKey } from './profile';

/** Makes a profile as stored before the language was kept: no `locale` attribute (for tests). */
export async function removeStoredLocale(userId: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'REMOVE #locale',
      ExpressionAttributeNames: { '#locale': 'locale' },
    }),
  );
}
