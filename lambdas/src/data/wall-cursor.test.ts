import { InvalidCursorError } from './errors';
import { decodeWallCursor, encodeWallCursor, MAX_WALL_SKIP } from './wall-cursor';

const position = { tierId: 'starter', since: '2026-01-01T00:00:01.000Z', skip: 1 } as const;

describe('wall cursors', () => {
  it('round-trips a position as a url-safe string', () => {
    const cursor = encodeWallCursor(position);

    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeWallCursor(cursor, 'starter')).toEqual(position);
  });

  it('takes a skip up to the bound and no further', () => {
    expect(decodeWallCursor(encodeWallCursor({ ...position, skip: MAX_WALL_SKIP }), 'starter').skip).toBe(
      MAX_WALL_SKIP,
    );
    expect(() => decodeWallCursor(encodeWallCursor({ ...position, skip: MAX_WALL_SKIP + 1 }), 'starter')).toThrow(
      InvalidCursorError,
    );
  });

  it.each([
    ['another tier’s cursor', encodeWallCursor({ ...position, tierId: 'mvp' })],
    ['a time that is not toISOString’s', encodeWallCursor({ ...position, since: '2026-01-01T00:00:01Z' })],
    ['a skip of zero', encodeWallCursor({ ...position, skip: 0 })],
    ['not base64 JSON', '%%%'],
  ])('refuses %s', (_label, cursor) => {
    expect(() => decodeWallCursor(cursor, 'starter')).toThrow(InvalidCursorError);
  });
});
