/**
 * Stripe's list conventions: newest first, `limit` from 1 to 100 (default 10), the cursors
 * `starting_after` and `ending_before`, `has_more`, and `created` as an exact timestamp or a range
 * (`created[gte]=…`). The SDK's auto-pagination relies on exactly these.
 */
import { stringParam } from './session-params';
import { parameterInvalid, resourceMissing } from './stripe-errors';
import { list, type StripeList } from './stripe-objects';

interface Listed {
  id: string;
  created: number;
}

export type ListParams = Record<string, unknown>;

const RANGE_KEYS = ['gt', 'gte', 'lt', 'lte'] as const;

/**
 * One page of the objects that pass `keep`. `newestFirst` is every object of the kind, so a cursor
 * keeps its place even when the object it names is filtered out of this list.
 */
export function listPage<T extends Listed>(
  newestFirst: T[],
  keep: (item: T) => boolean,
  params: ListParams,
  where: { url: string; kind: string },
): StripeList<T> {
  const limit = limitOf(params.limit);
  const startingAfter = cursorOf(params, 'starting_after');
  const endingBefore = cursorOf(params, 'ending_before');
  if (startingAfter) {
    const after = newestFirst.slice(positionOf(newestFirst, startingAfter, 'starting_after', where.kind) + 1);
    const matching = after.filter(keep);
    return list(matching.slice(0, limit), where.url, matching.length > limit);
  }
  if (endingBefore) {
    const before = newestFirst.slice(0, positionOf(newestFirst, endingBefore, 'ending_before', where.kind));
    const matching = before.filter(keep);
    return list(matching.slice(-limit), where.url, matching.length > limit);
  }
  const matching = newestFirst.filter(keep);
  return list(matching.slice(0, limit), where.url, matching.length > limit);
}

/**
 * One page of a charge's refunds or disputes (both list endpoints filter `payment_intent`, `charge`
 * and `created`), newest first.
 */
export function chargeObjectPage<T extends Listed & { payment_intent: string; charge: string }>(
  inStoredOrder: T[],
  params: ListParams,
  where: { url: string; kind: string },
): StripeList<T> {
  const paymentIntent = stringParam(params, 'payment_intent');
  const charge = stringParam(params, 'charge');
  const created = createdFilter(params.created);
  return listPage(
    newestFirst(inStoredOrder),
    (item) =>
      (!paymentIntent || item.payment_intent === paymentIntent) &&
      (!charge || item.charge === charge) &&
      created(item.created),
    params,
    where,
  );
}

/** The object with this id, or Stripe's resource_missing error for its kind. */
export function findById<T extends Listed>(items: T[], id: string, kind: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw resourceMissing(kind, id);
  return item;
}

/** The `created` filter: `created=…` is one timestamp, `created[gte]=…` and friends a range. */
export function createdFilter(value: unknown): (created: number) => boolean {
  if (value === undefined) return () => true;
  if (typeof value !== 'object') {
    const exact = timestampOf(value, 'created');
    return (created) => created === exact;
  }
  if (!value || typeof value !== 'object') throw parameterInvalid('created', 'Invalid timestamp: created');
  const range = value as Record<string, unknown>;
  const unknownKey = Object.keys(range).find((key) => !(RANGE_KEYS as readonly string[]).includes(key));
  if (unknownKey)
    throw parameterInvalid(`created[${unknownKey}]`, `Received unknown parameter: created[${unknownKey}]`);
  const bound = (key: (typeof RANGE_KEYS)[number]) =>
    range[key] === undefined ? undefined : timestampOf(range[key], `created[${key}]`);
  const [gt, gte, lt, lte] = RANGE_KEYS.map(bound);
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/** Stable newest-first order: by `created`, and among equals the one stored last comes first. */
export function newestFirst<T extends Listed>(inStoredOrder: T[]): T[] {
  return [...inStoredOrder].reverse().sort((a, b) => b.created - a.created);
}

function limitOf(value: unknown): number {
  if (value === undefined) return 10;
  const limit = Number(value);
  if (!Number.isInteger(limit)) throw parameterInvalid('limit', `Invalid integer: ${String(value)}`);
  if (limit < 1) throw parameterInvalid('limit', 'This value must be greater than or equal to 1.');
  if (limit > 100) throw parameterInvalid('limit', 'This value must be less than or equal to 100.');
  return limit;
}

function cursorOf(params: ListParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function positionOf(items: Listed[], id: string, param: string, kind: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw resourceMissing(kind, id, param);
  return index;
}

function timestampOf(value: unknown, param: string): number {
  const timestamp = Number(value);
  if (value === '' || !Number.isInteger(timestamp)) {
    throw parameterInvalid(param, `Invalid integer: ${String(value)}`);
  }
  return timestamp;
}
