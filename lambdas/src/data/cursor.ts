import { InvalidCursorError } from './errors';

export type ItemKey = Record<string, string>;

/** An opaque page cursor: the last key read, as base64url JSON. */
export function encodeCursor(key: ItemKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor made by encodeCursor for a given query: exactly the expected key attributes, all
 * non-empty strings, and the query's partition. Anything else is refused before DynamoDB sees it.
 */
export function decodeCursor(cursor: string, attributes: readonly string[], fixed: ItemKey): ItemKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch (error) {
    throw new InvalidCursorError({ cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidCursorError();
  }
  const entries = Object.entries(parsed);
  const valid =
    entries.length === attributes.length &&
    entries.every(
      ([name, value]) =>
        attributes.includes(name) && typeof value === 'string' && value.length > 0 && value.length <= 1024,
    ) &&
    Object.entries(fixed).every(([name, value]) => (parsed as ItemKey)[name] === value);
  if (!valid) throw new InvalidCursorError();
  return parsed as ItemKey;
}
