/** Reading the change feed: page after page until it is read, then (following) every few seconds. */
import type { ChangesResponse } from '@shared/api/types/game';
import { changesResponseSchema } from '@shared/schemas/game-responses';
import type { Clock } from './clock';
import { type GameApi, type GameApiAnswer, isRetryable, messageOf } from './game-api';
import { waitAfterFailure, waitSeconds } from './retry-wait';

/** How long a follower waits once it has read everything, and the first wait after a failure. */
const FOLLOW_SECONDS = 5;
/** A single read gives up after this many failures in a row; a follower keeps trying. */
const MAX_TRIES = 5;

export interface FeedOptions {
  /** The cursor to read after; none: from the first change. */
  after?: string;
  limit?: number;
  /** Keep asking for new changes once the feed is read, until `signal` aborts. */
  follow: boolean;
  signal?: AbortSignal;
}

/**
 * Reads the feed after `after`, handing every page to `onPage`, and returns the last cursor (keep it:
 * it is where the next read starts). Pages come back to back while hasMore is true; 429, 5xx and
 * network failures are retried with a doubling wait, or a 429's longer Retry-After (at most 5 tries
 * unless following); any other answer stops with its message.
 */
export async function readChangeFeed(
  api: GameApi,
  options: FeedOptions,
  clock: Clock,
  onPage: (page: ChangesResponse) => void,
): Promise<string | undefined> {
  let cursor = options.after;
  let failures = 0;
  for (;;) {
    if (options.signal?.aborted) return cursor;
    const answer = await api.changes(cursor, options.limit).catch((error: Error) => error);
    if (isRetryable(answer)) {
      failures += 1;
      if (!options.follow && failures >= MAX_TRIES) {
        const reason = answer instanceof Error ? answer.message : messageOf(answer as GameApiAnswer);
        throw new Error(`GET /game/v1/changes: no answer after ${MAX_TRIES} tries (${reason})`);
      }
      await clock.sleep(waitAfterFailure(answer, waitSeconds(FOLLOW_SECONDS, failures - 1)) * 1000);
      continue;
    }
    failures = 0;
    const page = pageOf(answer as GameApiAnswer);
    onPage(page);
    cursor = page.nextCursor;
    if (page.hasMore) continue;
    if (!options.follow || options.signal?.aborted) return cursor;
    await clock.sleep(FOLLOW_SECONDS * 1000);
    if (options.signal?.aborted) return cursor;
  }
}

function pageOf(answer: GameApiAnswer): ChangesResponse {
  const page = changesResponseSchema.safeParse(answer.body);
  if (answer.status !== 200 || !page.success) {
    throw new Error(`GET /game/v1/changes answered ${answer.status}: ${messageOf(answer)}`);
  }
  return page.data;
}
