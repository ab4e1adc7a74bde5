import { decodeCursor, encodeCursor } from './cursor';
import { InvalidCursorError } from './errors';

const ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
const key = { pk: 'USER#u1', sk: 'PROFILE', gsi1pk: 'PROFILES', gsi1sk: '2026-01-01T00:00:00.000Z#u1' };

describe('page cursors', () => {
  it('round-trips the last key as an opaque url-safe string', () => {
    const cursor = encodeCursor(key);

    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, ATTRIBUTES, { gsi1pk: 'PROFILES' })).toEqual(key);
  });

  it.each([
    ['garbage', 'not base64 json!'],
    ['JSON that is not an object', Buffer.from('"x"').toString('base64url')],
    ['a missing attribute', encodeCursor({ pk: 'a', sk: 'b', gsi1pk: 'PROFILES' })],
    ['an extra attribute', encodeCursor({ ...key, admin: 'yes' })],
    ['another list’s partition', encodeCursor({ ...key, gsi1pk: 'PURCHASES' })],
    ['an empty value', encodeCursor({ ...key, sk: '' })],
    ['a non-string value', Buffer.from(JSON.stringify({ ...key, sk: 5 })).toString('base64url')],
  ])('refuses %s as an invalid cursor', (_label, cursor) => {
    expect(() => decodeCursor(cursor, ATTRIBUTES, { gsi1pk: 'PROFILES' })).toThrow(InvalidCursorError);
  });
});
