import { DELETED_ACCOUNT_TOMBSTONE } from '@shared/account-messages';
import type { ApiRouteKey } from '@shared/api/contract';
import { routesOfArea } from '@shared/api/routes';
import { call } from '../../test/api-event';
import { USER_A, withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedGameLink } from '../../test/game-kit';
import { seedContact, seedPurchase, seedUser } from '../../test/seed';
import { type AreaRoute, areaHandler, defineRoute } from '../lib/http';
import { json } from '../lib/responses';
import { eraseAccountData } from './account-deletion';

/**
 * What replaces a deleted account's email and name is stored and compared (the next run of a deletion
 * that failed part-way skips what it finds tombstoned), so it is the same English words whatever
 * language the deletion was asked in. The account area is built here with a deletion route that
 * erases at once: the password check it skips needs Cognito (delete-account.test.ts runs it whole).
 */
const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

jest.mock('../handlers/account', () => {
  const routes: AreaRoute[] = routesOfArea('account').map((route) => {
    const key = `${route.method} ${route.path}` as ApiRouteKey;
    if (key !== 'POST /me/deletion') return defineRoute(key, {}, async () => json(501, { message: 'Not served' }));
    return defineRoute(key, {}, async ({ caller }) => {
      await eraseAccountData(caller.userId, new Date());
      return json(200, { deleted: true });
    });
  });
  return { handler: areaHandler('account', routes) };
});

/** Every string stored anywhere in the table. */
async function storedStrings(): Promise<string[]> {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(await table.items());
  return strings;
}

describe('the deleted account’s tombstone', () => {
  it('is stored in English when the deletion is asked for in Spanish, and a second run finds it', async () => {
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'starter', { email: 'fan@example.com' });
    await seedContact({ userId: USER_A });
    await seedGameLink(USER_A, 'steam', '76561190000000001', 'Hooper');

    const first = await call('POST /me/deletion', {
      token: auth.tokens.userA,
      body: {},
      headers: { 'accept-language': 'es' },
    });
    expect(first.status).toBe(200);
    const afterFirst = await table.items();

    const profile = await table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' });
    expect(profile?.email).toBe('Deleted account');
    expect(DELETED_ACCOUNT_TOMBSTONE).toBe('Deleted account');
    const strings = await storedStrings();
    expect(strings.filter((value) => value === 'Deleted account').length).toBeGreaterThanOrEqual(4);
    expect(strings).not.toContain('Cuenta eliminada');
    expect(strings).not.toContain('fan@example.com');
    expect(strings).not.toContain('Hooper');

    // Asked again in German: everything it compares is found tombstoned, so nothing is written again.
    const second = await call('POST /me/deletion', {
      token: auth.tokens.userA,
      body: {},
      headers: { 'accept-language': 'de' },
    });
    expect(second.status).toBe(200);
    expect(await table.items()).toEqual(afterFirst);
  });
});
