import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/** An item as DynamoDB stores it: each attribute with its type (`{ "S": "…" }`, `{ "N": "12" }`, …). */
export type TableItem = Record<string, AttributeValue>;

/**
 * One item as a line of DynamoDB's export to S3 in its DYNAMODB_JSON format: `{"Item":{…}}`, numbers
 * as the strings DynamoDB keeps (no rounding), binaries in base64. A file of such lines is what the
 * export writes (gunzipped), so one kind of file serves both.
 */
export function itemLine(item: TableItem): string {
  return JSON.stringify({ Item: item }, (_key, value) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  );
}

/** The item of one line written by itemLine (or by DynamoDB's export). */
export function itemOfLine(line: string): TableItem {
  // Inside an item, "B" and "BS" with string values only ever are binary types; an attribute of that
  // name has an object for its value.
  const parsed = JSON.parse(line, (key, value) => {
    if (key === 'B' && typeof value === 'string') return Buffer.from(value, 'base64');
    if (key === 'BS' && Array.isArray(value)) return value.map((part: string) => Buffer.from(part, 'base64'));
    return value;
  }) as { Item?: TableItem };
  if (!parsed.Item) throw new Error(`Not an exported item (no "Item"): ${line.slice(0, 80)}`);
  return parsed.Item;
}
