/**
 * Every field Stripe always sends on the objects the stand-in answers with, as the `stripe` SDK types
 * them (the generated file's `objects`, by each object's `object` value; scripts/stripe-schema-objects.ts).
 * The stand-in sets what it knows; each other field goes out as Stripe sends one with nothing to say:
 * null, an empty list, or an object of such fields. A field that can be none of these (an amount, a
 * flag) the stand-in sets itself, and `missingFields` names any it leaves out.
 */
import { readFileSync } from 'node:fs';
import { fromRoot } from '../paths';
import type { StripeObjects } from './stripe-api-types';

/** One field as the generator reads it from the SDK's types. */
interface FieldNode {
  nullable?: true;
  list?: true;
  fields?: Fields;
}

type Fields = Record<string, FieldNode>;

const objects = (
  JSON.parse(readFileSync(fromRoot('infra/local/stripe/generated/stripe-schemas.json'), 'utf8')) as {
    objects: Record<keyof StripeObjects, Fields>;
  }
).objects;

/** `body` with every field Stripe always sends on each object in it, at any depth (a list's items, an event's object). */
export function withEveryField<T>(body: T): T {
  return completed(body, undefined) as T;
}

/** The fields Stripe always sends that `body` leaves out, as `checkout.session.automatic_tax.enabled`. */
export function missingFields(body: unknown): string[] {
  return missingIn(body, undefined, '');
}

function completed(value: unknown, fields: Fields | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => completed(item, fields));
  if (!isRecord(value)) return value;
  const own = fieldsOfObject(value) ?? fields;
  const result: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) result[name] = completed(item, own?.[name]?.fields);
  for (const [name, field] of Object.entries(own ?? {})) {
    if (name in result) continue;
    const empty = emptyValue(field);
    if (empty !== undefined) result[name] = empty;
  }
  return result;
}

/** What Stripe sends in a field with nothing to say, or undefined when only the stand-in can say it. */
function emptyValue(field: FieldNode): unknown {
  if (field.nullable) return null;
  if (field.list) return [];
  return field.fields ? completed({}, field.fields) : undefined;
}

function missingIn(value: unknown, fields: Fields | undefined, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => missingIn(item, fields, `${path}[${index}]`));
  if (!isRecord(value)) return [];
  const kind = kindOf(value);
  const own = kind ? objects[kind] : fields;
  const at = kind ? `${path ? `${path}: ` : ''}${kind}` : path;
  const missing = Object.keys(own ?? {})
    .filter((name) => !(name in value))
    .map((name) => `${at}.${name}`);
  const nested = Object.entries(value).flatMap(([name, item]) => missingIn(item, own?.[name]?.fields, `${at}.${name}`));
  return [...missing, ...nested];
}

/** The fields of an object Stripe names by its `object` value (`checkout.session`, `list`, …). */
function fieldsOfObject(value: Record<string, unknown>): Fields | undefined {
  const kind = kindOf(value);
  return kind ? objects[kind] : undefined;
}

function kindOf(value: Record<string, unknown>): keyof StripeObjects | undefined {
  const kind = value.object;
  return typeof kind === 'string' && Object.hasOwn(objects, kind) ? (kind as keyof StripeObjects) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
