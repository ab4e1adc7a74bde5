import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import type { SlidingRateLimit } from './rate-limit';
import { isConditionFailed } from './transactions';

/**
 * A sliding window: never more than `limit` tries in any span of `windowMs` (the game server key's
 * 600 in any 60 seconds), where fixed windows let up to twice that through across a window's turn.
 *
 * Chosen over the sliding-window counter (the previous window's count weighted by how much of it
 * the span still covers), which guesses that the previous window's tries were spread evenly: a key
 * that sends 600 in the last second of a minute and then keeps to the weighted room still gets about
 * 1,200 through in 60 seconds. Here each window keeps its tries per step (a 60th of the window: a
 * second for the game key), and a try is served only while fewer than `limit` were served since the
 * start of its own step one window earlier. That span, 60 to 61 steps long, holds every span of
 * `windowMs` that ends with the try, so no such span ever holds more than `limit`: the bound is exact.
 * Rounding to whole steps costs a client at most a step's worth: a key keeping to exactly 10 requests
 * a second gets about 590 a minute. The only give: a try whose write reaches the previous window after
 * the current one opened (in flight at the turn of the window) is not seen by the current window's room.
 *
 * Cost: one item per client and window, `RATE#<action>#<client>` / `WINDOW#<windowStart>`, holding
 * `count`, the tries per step (`steps`) and, set by the window's first try from the previous
 * window's item, the room each step leaves (`room`: `limit` less the previous window's tries from
 * that step on). A try is one conditional update (`count < room[step]`), so a burst from one client
 * is counted exactly; a refused try also reads the item, to say when to try again; a window's first
 * try also reads the previous window and writes the room. No query, no scan.
 */

/** How many steps a window is counted in. */
const STEPS = 60;

interface CountedWindow {
  count: number;
  steps: number[];
  room: number[] | null;
}

/**
 * Counts one try of `partition`'s client now, unless that would put more than `limit` tries in the
 * last `windowMs`: then nothing is counted and the answer is when a try would be served again (epoch
 * milliseconds), were no other try counted meanwhile. Null when counted.
 */
export async function consumeSlidingWindow(
  rule: SlidingRateLimit,
  partition: string,
  now: Date,
): Promise<number | null> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const step = Math.floor(((now.getTime() - windowStart) * STEPS) / rule.windowMs);
  const key = { pk: partition, sk: windowSortKey(windowStart) };
  if (await tryCount(key, step)) return null;
  let window = await readWindow(key);
  // Refused because the window was not open yet, or opened by a racing first try since: once more.
  if (!window?.room || window.count < (window.room[step] ?? 0)) {
    if (!window?.room) {
      const previous = await readWindow({ pk: partition, sk: windowSortKey(windowStart - rule.windowMs) });
      await openWindow(key, roomAfter(previous, rule.limit), Math.ceil((windowStart + 2 * rule.windowMs) / 1000));
    }
    if (await tryCount(key, step)) return null;
    window = await readWindow(key);
  }
  return nextServedAt(window, rule, windowStart, step);
}

function windowSortKey(windowStart: number): string {
  return `${SORT_KEY.rateWindow}${new Date(windowStart).toISOString()}`;
}

/** One more try in the window's `step`, if the window is open and the step leaves room for it. */
async function tryCount(key: { pk: string; sk: string }, step: number): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET #steps[${step}] = #steps[${step}] + :one ADD #count :one`,
        ConditionExpression: `#count < #room[${step}]`,
        ExpressionAttributeNames: { '#count': 'count', '#steps': 'steps', '#room': 'room' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

async function readWindow(key: { pk: string; sk: string }): Promise<CountedWindow | null> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#count, #steps, #room',
      ExpressionAttributeNames: { '#count': 'count', '#steps': 'steps', '#room': 'room' },
    }),
  );
  if (!Item) return null;
  return {
    count: Number(Item.count ?? 0),
    steps: Array.isArray(Item.steps) ? Item.steps.map(Number) : [],
    room: Array.isArray(Item.room) ? Item.room.map(Number) : null,
  };
}

/**
 * Opens a window with the room its steps leave. Racing first tries compute the same room from the
 * same previous window: the first write stands, the others change nothing.
 */
async function openWindow(key: { pk: string; sk: string }, room: number[], expiresAt: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        'SET #room = if_not_exists(#room, :room), #steps = if_not_exists(#steps, :steps), #count = if_not_exists(#count, :zero), #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
      ExpressionAttributeNames: { '#room': 'room', '#steps': 'steps', '#count': 'count', '#expiresAt': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':room': room,
        ':steps': Array(STEPS).fill(0),
        ':zero': 0,
        // Kept through the next window, whose first try reads it; then DynamoDB's TTL removes it.
        ':expiresAt': expiresAt,
      },
    }),
  );
}

/**
 * The room each step of the next window leaves: `limit` less this window's tries from that step on.
 * Tries the window counts but holds in no step (counted by the fixed-minute counter it replaced) are
 * taken as its last.
 */
function roomAfter(window: CountedWindow | null, limit: number): number[] {
  const room: number[] = [];
  let from = window ? window.count - window.steps.reduce((sum, tries) => sum + tries, 0) : 0;
  for (let step = STEPS - 1; step >= 0; step--) {
    from += window?.steps[step] ?? 0;
    room[step] = Math.max(0, limit - from);
  }
  return room;
}

/**
 * When a try would be served again after one refused at `step`: the first later step of this window
 * whose room exceeds its count, else the first step of the next window that this window's tries
 * leave room in, else the start of the window after.
 */
function nextServedAt(window: CountedWindow | null, rule: SlidingRateLimit, windowStart: number, step: number): number {
  const stepMs = rule.windowMs / STEPS;
  const count = window?.count ?? 0;
  const later = window?.room?.findIndex((room, index) => index > step && room > count) ?? -1;
  if (later !== -1) return windowStart + later * stepMs;
  const next = roomAfter(window, rule.limit).findIndex((room) => room > 0);
  return next === -1 ? windowStart + 2 * rule.windowMs : windowStart + rule.windowMs + next * stepMs;
}
