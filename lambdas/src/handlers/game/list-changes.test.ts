import type { ChangesResponse } from '@shared/api/types/game';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { bySize } from '@shared/test/test-depth';
import { call } from '../../../test/api-event';
import { withTestTable } from '../../../test/dynamo-table';
import { newGameKey, readWholeFeed, seedGameLink } from '../../../test/game-kit';
import { seedUser } from '../../../test/seed';
import { feedAppendItems, type NewGameChange } from '../../data/game-feed';
import { transactWrite } from '../../data/transactions';

const table = withTestTable();
let key: string;
beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
});

/** A new supporter who links a Steam account: one `linked` change. */
async function linkNewSupporter(name: string): Promise<void> {
  await seedUser(`feed-user-${name}`, `${name}@example.com`);
  await seedGameLink(`feed-user-${name}`, 'steam', `player-${name}`);
}

/** A `linked` change of a Steam account with no tier, as linking one writes it. */
function linkedChange(playerId: string): NewGameChange {
  return { type: 'linked', platform: 'steam', playerId, tierId: null, benefits: [], at: '2026-11-28T12:00:00.000Z' };
}

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

describe('GET /game/v1/changes', () => {
  it('answers an empty feed with no changes and the cursor it was given', async () => {
    expect((await call('GET /game/v1/changes', { token: key })).body).toEqual({
      changes: [],
      nextCursor: '0',
      hasMore: false,
    });
    expect((await call('GET /game/v1/changes', { token: key, query: { after: '41' } })).body).toEqual({
      changes: [],
      nextCursor: '41',
      hasMore: false,
    });
  });

  it('pages 100 changes at a time unless told, oldest first', async () => {
    // The paging is what this checks: the 102 changes go in through the feed's own append, 34 to a
    // transaction (the writers' test below writes each through the paths that link accounts).
    for (let seen = 0; seen < 102; seen += 34) {
      const changes = Array.from({ length: 34 }, (_, index) => linkedChange(`player-${seen + index}`));
      await transactWrite(feedAppendItems(seen, changes));
    }

    const first = (await call('GET /game/v1/changes', { token: key })).body as ChangesResponse;
    const second = (await call('GET /game/v1/changes', { token: key, query: { after: first.nextCursor } }))
      .body as ChangesResponse;

    expect(first.changes.map((change) => change.id)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
    expect(first.changes[0]).toMatchObject({ type: 'linked', playerId: 'player-0' });
    expect(first).toMatchObject({ nextCursor: '100', hasMore: true });
    expect(second.changes.map((change) => change.playerId)).toEqual(['player-100', 'player-101']);
    expect(second).toMatchObject({ nextCursor: '102', hasMore: false });
  });

  it('shows a reader paging while several writers append each change exactly once, in order, with no gap', async () => {
    const WRITERS = 4;
    // 500 changes under `npm run test:deep`, 80 in the everyday run (test-depth.ts): pages of 7 either way.
    const PER_WRITER = bySize({ everyday: 20, deep: 125 });
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let index = 0; index < PER_WRITER; index += 1) {
        await linkNewSupporter(`${writer}-${index}`);
      }
    });
    const done = Promise.all(writers).finally(() => {
      writing = false;
    });

    const seen: string[] = [];
    let cursor = '0';
    let pagesWhileWriting = 0;
    while (writing || seen.length < WRITERS * PER_WRITER) {
      const wasWriting = writing;
      const response = await call('GET /game/v1/changes', { token: key, query: { after: cursor, limit: '7' } });
      expect(response.status).toBe(200);
      const page = response.body as ChangesResponse;
      expect(page.changes.length).toBeLessThanOrEqual(7);
      seen.push(...page.changes.map((change) => change.id));
      cursor = page.nextCursor;
      if (wasWriting) pagesWhileWriting += 1;
      if (!wasWriting && !page.hasMore) break;
    }
    await done;

    expect(pagesWhileWriting).toBeGreaterThan(1);
    expect(seen).toEqual(Array.from({ length: WRITERS * PER_WRITER }, (_, i) => String(i + 1)));
    expect(new Set((await readWholeFeed(key)).map((change) => change.playerId)).size).toBe(WRITERS * PER_WRITER);
  }, 240_000);

  it.each([
    [{ limit: '0' }, LIMIT_MESSAGE],
    [{ limit: '101' }, LIMIT_MESSAGE],
    [{ limit: 'abc' }, LIMIT_MESSAGE],
    [{ limit: '2.5' }, LIMIT_MESSAGE],
    [{ after: '-1' }, HTTP_MESSAGES.invalidCursor],
    [{ after: 'abc' }, HTTP_MESSAGES.invalidCursor],
    [{ after: '1234567890123456' }, HTTP_MESSAGES.invalidCursor],
  ])('answers 400 to %j', async (query, message) => {
    const response = await call('GET /game/v1/changes', { token: key, query });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
