import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { ADMIN, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedManyUsers, seedPurchase, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { documentClient } from '../../data/client';
import { profileTombstoneChange, SEARCH_MAX_READS } from '../../data/profile';
import { setProfileLocale } from '../../data/profile-locale';
import { removeStoredLocale } from '../../data/profile-locale.fixture';
import { transactWriteOnce } from '../../data/transactions';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();

/** A table holding only the admin making the requests (the admin area needs their profile). */
async function onlyTheAdmin() {
  await table.clear();
  await seedAdmin();
}

interface UsersPage {
  items: { userId: string; email: string; currentTierId: string | null; locale?: string }[];
  nextCursor: string | null;
  total: number;
  match?: string;
}

async function listUsers(query: Record<string, string> = {}) {
  const response = await call('GET /admin/users', { token: auth.tokens.admin, query });
  return { status: response.status, page: response.body as UsersPage };
}

// Refused requests change nothing, so one admin serves them all.
describe('GET /admin/users refuses bad input', () => {
  beforeAll(onlyTheAdmin);

  it.each([
    [{ limit: '0' }, MESSAGES.invalidPageSize],
    [{ limit: '101' }, MESSAGES.invalidPageSize],
    [{ limit: 'ten' }, MESSAGES.invalidPageSize],
    [{ limit: '2.5' }, MESSAGES.invalidPageSize],
    [{ q: 'q'.repeat(256) }, MESSAGES.searchTooLong],
    [{ q: 'sam', match: 'anywhere' }, MESSAGES.unknownSearchMatch],
    [{ cursor: 'not-a-cursor' }, HTTP_MESSAGES.invalidCursor],
    [{ cursor: Buffer.from('[1,2]').toString('base64url') }, HTTP_MESSAGES.invalidCursor],
    [{ cursor: Buffer.from('{"pk":"x"}').toString('base64url') }, HTTP_MESSAGES.invalidCursor],
    [
      {
        cursor: Buffer.from(
          JSON.stringify({ pk: 'USER#x', sk: 'PURCHASE#1', gsi1pk: 'PURCHASES', gsi1sk: '2026#x' }),
        ).toString('base64url'),
      },
      HTTP_MESSAGES.invalidCursor,
    ],
    [{ cursor: 'c'.repeat(1001) }, HTTP_MESSAGES.invalidCursor],
  ])('%j → 400 %s', async (query, message) => {
    const response = await call('GET /admin/users', { token: auth.tokens.admin, query });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('GET /admin/users', () => {
  beforeEach(onlyTheAdmin);

  it('pages through every user newest first, 25 by default, with the user count', async () => {
    const users = await seedManyUsers(Array.from({ length: 30 }, (_, index) => `fan${index}@example.com`));
    await seedUser('counted', 'counted@example.com', '2025-01-01T00:00:00.000Z');

    const first = await listUsers();
    const second = await listUsers({ cursor: String(first.page.nextCursor) });

    expect(first.page.items).toHaveLength(25);
    // The admin signed up too (the admin area needs their profile), today: counted, and listed first.
    expect(first.page.total).toBe(2);
    const seen = [...first.page.items, ...second.page.items].map((user) => user.userId);
    expect(seen).toEqual([ADMIN, ...users.map((user) => user.userId).reverse(), 'counted']);
    expect(second.page.nextCursor).toBeNull();
  });

  it('gives no cursor when the last page is exactly full', async () => {
    // Nine fans and the admin, whose profile the admin area needs: ten users.
    await seedManyUsers(Array.from({ length: 9 }, (_, index) => `fan${index}@example.com`));

    const { page } = await listUsers({ limit: '10' });

    expect(page.items).toHaveLength(10);
    expect(page.nextCursor).toBeNull();
  });

  it('shows each user’s current tier: the most recent purchase', async () => {
    await seedUser('buyer', 'buyer@example.com');
    await seedPurchase('buyer', 'mvp', { createdAt: '2026-01-01T00:00:00.000Z' });
    await seedPurchase('buyer', 'rookie', { createdAt: '2026-02-01T00:00:00.000Z' });
    await seedUser('browser', 'browser@example.com');

    const { page } = await listUsers();

    expect(page.items).toEqual([
      {
        userId: 'browser',
        email: 'browser@example.com',
        createdAt: expect.any(String),
        currentTierId: null,
        locale: 'en',
      },
      {
        userId: 'buyer',
        email: 'buyer@example.com',
        createdAt: expect.any(String),
        currentTierId: 'rookie',
        locale: 'en',
      },
      // The admin, signed up before them: the admin area needs their profile.
      { userId: ADMIN, email: 'coach@example.com', createdAt: expect.any(String), currentTierId: null, locale: 'en' },
    ]);
  });

  it('shows each user’s language, and English for an account from before it was kept', async () => {
    await seedUser('french', 'french@example.com');
    await setProfileLocale('french', 'fr');
    await seedUser('older', 'older@example.com');
    await removeStoredLocale('older');

    const { page } = await listUsers({ q: 'french' });
    const older = await listUsers({ q: 'older' });

    expect(page.items).toEqual([expect.objectContaining({ userId: 'french', locale: 'fr' })]);
    expect(older.page.items).toEqual([expect.objectContaining({ userId: 'older', locale: 'en' })]);
  });

  it('searches by email prefix, ignoring case, in alphabetical order', async () => {
    await seedManyUsers(['Jordan@Hoops.com', 'sam@example.com', 'JORDAN.b@example.com', 'kim@jordanfans.net']);

    const { page } = await listUsers({ q: ' jOrDaN ' });

    expect(page.items.map((user) => user.email)).toEqual(['JORDAN.b@example.com', 'Jordan@Hoops.com']);
    expect(page.match).toBe('prefix');
    expect(page.nextCursor).toBeNull();
  });

  it('finds an exact address first, in any case', async () => {
    await seedManyUsers(['sam@example.com.au', 'Sam@Example.com', 'samantha@example.com']);
    requests.reset();

    const { page } = await listUsers({ q: 'SAM@EXAMPLE.COM' });

    expect(page.items.map((user) => user.email)).toEqual(['Sam@Example.com', 'sam@example.com.au']);
    // The caller's account standing, the totals and the search: no scan.
    expect(requests.counts()).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1, QueryCommand: 1 });
  });

  it('falls back to the substring search when no email starts with the search', async () => {
    await seedManyUsers(['Jordan@Hoops.com', 'sam@example.com', 'kim@jordanfans.net']);

    const { page } = await listUsers({ q: 'HOOPS' });

    expect(page.items.map((user) => user.email)).toEqual(['Jordan@Hoops.com']);
    expect(page.match).toBe('substring');
  });

  it('searches by substring when asked, newest first', async () => {
    await seedManyUsers(['Jordan@Hoops.com', 'sam@example.com', 'JORDAN.b@example.com', 'kim@jordanfans.net']);

    const { page } = await listUsers({ q: ' jOrDaN ', match: 'substring' });

    expect(page.items.map((user) => user.email)).toEqual([
      'kim@jordanfans.net',
      'JORDAN.b@example.com',
      'Jordan@Hoops.com',
    ]);
    expect(page.match).toBe('substring');
  });

  it('pages prefix results without losing or repeating a match', async () => {
    const emails = Array.from({ length: 40 }, (_, index) =>
      index % 3 === 0 ? `match${String(index).padStart(2, '0')}@x.com` : `other${index}@x.com`,
    );
    await seedManyUsers(emails);

    const found: string[] = [];
    let cursor: string | null | undefined;
    do {
      const { page } = await listUsers({ q: 'MATCH', limit: '4', ...(cursor ? { cursor } : {}) });
      found.push(...page.items.map((user) => user.email));
      cursor = page.nextCursor;
    } while (cursor);

    expect(found).toEqual(emails.filter((email) => email.startsWith('match')));
  });

  it('pages substring results without losing or repeating a match', async () => {
    const emails = Array.from({ length: 40 }, (_, index) =>
      index % 3 === 0 ? `match${index}@x.com` : `other${index}@x.com`,
    );
    await seedManyUsers(emails);

    const found: string[] = [];
    let cursor: string | null | undefined;
    do {
      const query = { q: 'atch', match: 'substring', limit: '4', ...(cursor ? { cursor } : {}) };
      const { page } = await listUsers(query);
      found.push(...page.items.map((user) => user.email));
      cursor = page.nextCursor;
    } while (cursor);

    expect(found).toEqual(emails.filter((email) => email.startsWith('match')).reverse());
  });

  it('no longer finds the email of a deleted account', async () => {
    await seedUser('gone', 'Gone@Example.com');
    await transactWriteOnce([profileTombstoneChange('gone', 'Deleted account', new Date())]);

    const prefix = await listUsers({ q: 'gone@' });
    const substring = await listUsers({ q: 'gone@', match: 'substring' });

    expect(prefix.page.items).toEqual([]);
    expect(substring.page.items).toEqual([]);
    expect((await table.get({ pk: 'USER#gone', sk: 'PROFILE' }))?.gsi2pk).toBeUndefined();
  });

  // Last, so that no later test has to clear its 1,100 profiles.
  it('bounds the reads of a substring search that matches little, returning a cursor to carry on', async () => {
    const emails = Array.from({ length: 1100 }, (_, index) => `fan${index}@example.com`);
    emails[0] = 'needle@example.com';
    await seedManyUsers(emails);
    const send = jest.spyOn(documentClient, 'send');

    const { page } = await listUsers({ q: 'eedle', match: 'substring' });

    // The caller's account standing, one read for the totals, the rest for the search.
    expect(send.mock.calls.length).toBeLessThanOrEqual(2 + SEARCH_MAX_READS);
    send.mockRestore();
    expect(page.items).toEqual([]);
    expect(page.nextCursor).not.toBeNull();
    const next = await listUsers({ q: 'eedle', match: 'substring', cursor: String(page.nextCursor) });
    expect(next.page.items.map((user) => user.email)).toEqual(['needle@example.com']);
  });
});
