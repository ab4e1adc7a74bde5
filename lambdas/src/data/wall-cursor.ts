import type { TierId } from '@shared/tiers';
import { InvalidCursorError } from './errors';

/**
 * Where the next page of a tier's wall starts: after the names listed before `since`, less the `skip`
 * names listed at `since` itself that earlier pages showed. Names are stored under `<since>#<userId>`,
 * but a cursor must not carry a user id to the public (a table key would), and `since` is already
 * shown beside every name. `skip` only matters for names listed in the same millisecond.
 */
export interface WallPosition {
  tierId: TierId;
  since: string;
  skip: number;
}

/**
 * A run of names listed in one millisecond longer than this cannot be paged through; far beyond any
 * real wall, it bounds what one page may read.
 */
export const MAX_WALL_SKIP = 1000;

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The position as an opaque, url-safe string. */
export function encodeWallCursor(position: WallPosition): string {
  const { tierId, since, skip } = position;
  return Buffer.from(JSON.stringify({ tierId, since, skip }), 'utf8').toString('base64url');
}

/** A time as `toISOString()` writes it: a date out of range ('2026-13-45…') is no time at all. */
function isCanonicalTime(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_TIME.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/**
 * The position a cursor from this tier's wall holds. Anything else (another tier's cursor, a table
 * key, a hand-edited value out of range) is an InvalidCursorError before DynamoDB is asked. A cursor
 * edited within range only starts the public list elsewhere.
 */
export function decodeWallCursor(cursor: string, tierId: TierId): WallPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch (error) {
    throw new InvalidCursorError({ cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidCursorError();
  const position = parsed as Record<string, unknown>;
  const valid =
    Object.keys(position).length === 3 &&
    position.tierId === tierId &&
    isCanonicalTime(position.since) &&
    Number.isInteger(position.skip) &&
    (position.skip as number) >= 1 &&
    (position.skip as number) <= MAX_WALL_SKIP;
  if (!valid) throw new InvalidCursorError();
  return { tierId, since: position.since as string, skip: position.skip as number };
}
