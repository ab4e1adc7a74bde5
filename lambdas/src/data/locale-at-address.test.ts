import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LANGUAGE_AT_ADDRESS_ATTRIBUTES } from '../../../infra/lib/table-access-rules';
import { USER_A, USER_B } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedUser } from '../../test/seed';
import { eraseAccountData } from './account-deletion';
import { documentClient } from './client';
import { setProfileLocale, storedLocaleAtAddress } from './profile-locale';
import { removeStoredLocale } from './profile-locale.fixture';

const table = withTestTable();
beforeEach(() => table.clear());
afterEach(() => documentClient.middlewareStack.remove('recordQueries'));

/** Every Query the Lambdas' DynamoDB client sends from here on, as sent. */
function recordQueries(): QueryCommandInput[] {
  const queries: QueryCommandInput[] = [];
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') queries.push(args.input as QueryCommandInput);
      return next(args);
    },
    { step: 'initialize', name: 'recordQueries', override: true },
  );
  return queries;
}

describe('the language kept on the account at an address', () => {
  it('is the one on the live account at that address, whatever the case it is written in', async () => {
    await seedUser(USER_A, 'Friend@Example.com');
    await setProfileLocale(USER_A, 'pt-BR');

    expect(await storedLocaleAtAddress('friend@EXAMPLE.com')).toBe('pt-BR');
  });

  it('is none for an address no account has, nor one that only starts or ends the same', async () => {
    await seedUser(USER_A, 'friend@example.com');
    await setProfileLocale(USER_A, 'de');

    expect(await storedLocaleAtAddress('nobody@example.com')).toBeNull();
    expect(await storedLocaleAtAddress('friend@example.co')).toBeNull();
    expect(await storedLocaleAtAddress('ffriend@example.com')).toBeNull();
  });

  it('is none for an account kept before the language was, and for a deleted one', async () => {
    await seedUser(USER_A, 'old@example.com');
    await removeStoredLocale(USER_A);
    await seedUser(USER_B, 'gone@example.com');
    await setProfileLocale(USER_B, 'fr');
    await eraseAccountData(USER_B, new Date());

    expect(await storedLocaleAtAddress('old@example.com')).toBeNull();
    expect(await storedLocaleAtAddress('gone@example.com')).toBeNull();
  });

  it('asks the email index for the language and the email alone, as the email sender’s role allows', async () => {
    await seedUser(USER_A, 'friend@example.com');
    const queries = recordQueries();

    await storedLocaleAtAddress('friend@example.com');

    expect(queries).toHaveLength(1);
    const [query] = queries;
    expect(query?.IndexName).toBe('gsi2');
    expect(query?.ExpressionAttributeValues?.[':pk']).toBe('EMAILS#f');
    const requested = Object.values(query?.ExpressionAttributeNames ?? {});
    expect(requested.filter((name) => !LANGUAGE_AT_ADDRESS_ATTRIBUTES.includes(name))).toEqual([]);
    expect(query?.ProjectionExpression?.split(', ').map((name) => query.ExpressionAttributeNames?.[name])).toEqual([
      'emailLower',
      'locale',
    ]);
  });
});
