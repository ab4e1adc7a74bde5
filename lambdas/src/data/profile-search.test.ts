import { bySize } from '@shared/test/test-depth';
import { withTestTable } from '../../test/dynamo-table';
import { countDynamoRequests } from '../../test/request-counter';
import { seedManyUsers } from '../../test/seed';
import { listProfiles } from './profile';

withTestTable();
const requests = countDynamoRequests();

/**
 * 10,000 under `npm run test:deep`. The everyday 4,000 still take more than one read of DynamoDB's
 * (1 MB holds about 3,850 of them), so finding an address in one Query means the index found it, not
 * a read of every profile.
 */
const SUPPORTERS = bySize({ everyday: 4_000, deep: 10_000 });

/** `Fan00042.Hoops@Example.com` and so on: mixed case, one per supporter. */
function emailOf(index: number): string {
  return `Fan${String(index).padStart(5, '0')}.${index % 2 === 0 ? 'Hoops' : 'Court'}@Example.com`;
}

beforeAll(async () => {
  await seedManyUsers(Array.from({ length: SUPPORTERS }, (_, index) => emailOf(index)));
}, 300_000);

beforeEach(() => requests.reset());

describe(`email search among ${SUPPORTERS.toLocaleString('en-US')} profiles`, () => {
  it('finds an exact address in any case with one Query', async () => {
    const page = await listProfiles({ q: 'fan02424.hoops@EXAMPLE.COM' });

    expect(page.items.map((user) => user.email)).toEqual(['Fan02424.Hoops@Example.com']);
    expect(page.match).toBe('prefix');
    expect(requests.counts()).toEqual({ QueryCommand: 1 });
  });

  it('finds every address with a prefix, in order, with one Query', async () => {
    // The newest ten: `FAN0999` among 10,000 supporters, `FAN0399` among 4,000.
    const lastTen = SUPPORTERS - 10;
    const page = await listProfiles({ q: emailOf(lastTen).slice(0, 'Fan0999'.length).toUpperCase(), limit: 25 });

    expect(page.items.map((user) => user.email)).toEqual(
      Array.from({ length: 10 }, (_, index) => emailOf(lastTen + index)),
    );
    expect(page.nextCursor).toBeNull();
    expect(requests.counts()).toEqual({ QueryCommand: 1 });
  });

  it('pages a wide prefix one Query per page', async () => {
    const first = await listProfiles({ q: 'fan012', limit: 50 });
    const second = await listProfiles({ q: 'fan012', limit: 50, cursor: first.nextCursor ?? undefined });

    expect([...first.items, ...second.items].map((user) => user.email)).toEqual(
      Array.from({ length: 100 }, (_, index) => emailOf(1200 + index)),
    );
    expect(requests.counts()).toEqual({ QueryCommand: 2 });
  });
});
