import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import { userPartition } from './profile';
import { isConditionFailed } from './transactions';

/**
 * The user's open-checkout slot: `USER#<sub>` / `OPEN_CHECKOUTS`. It holds the session the user may
 * still pay and, while a checkout is being started, that start's claim. Starting a checkout claims
 * the slot with a write conditional on the version read, so of racing starts exactly one goes on;
 * the winner expires the session the slot held before creating its own, then records it, on the
 * condition that its claim still stands. A claim is a short lease: one whose start died frees the
 * slot once it lapses, so nobody is locked out for the life of a session. A creation whose answer
 * was lost is kept as unconfirmed, so that the next start can learn the session's id and expire it.
 */
export interface OpenCheckout {
  sessionId: string;
  /** When Stripe expires it on its own (ISO 8601). */
  expiresAt: string;
  /** Its Checkout URL, answered again to a retried click (payments/checkout-reuse.ts); absent on older items. */
  url?: string;
  /** What it sells (tier, price, currency, creator code, return site): a start for the same may reuse it. */
  terms?: Readonly<Record<string, string | number | null>>;
}

/** A session asked of Stripe whose answer never came: it may exist at Stripe, payable, unknown to us. */
export interface UnconfirmedCheckout {
  /** Asked again with this key, Stripe answers with the session it made (or makes it now). */
  idempotencyKey: string;
  /** The creation's parameters as sent (JSON): Stripe answers a repeated key only for the same ones. */
  params: string;
  /** When Stripe would expire it on its own (ISO 8601); past that it needs nothing. */
  expiresAt: string;
  /** What it would sell (as OpenCheckout's): a start for the same asks for it again instead of another. */
  terms?: Readonly<Record<string, string | number | null>>;
}

/** What the slot holds besides a claim. */
export interface SlotSessions {
  open: OpenCheckout[];
  unconfirmed: UnconfirmedCheckout[];
}

/** The slot as read: what a claim is conditional on. */
export interface CheckoutSlot extends SlotSessions {
  userId: string;
  /** The item's version; null when there is no item, 0 for one written before versions. */
  version: number | null;
  /** A start in progress: its claim id and when its lease lapses (ISO 8601); null when none. */
  claim: { id: string; until: string } | null;
}

/**
 * How long a claim holds the slot: longer than any checkout invocation (API Gateway gives up after
 * 30 s), so a lapsed claim belongs to a start that has finished or died.
 */
const CLAIM_LEASE_MS = 30_000;

function openCheckoutsKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.openCheckouts };
}

/** The slot, read strongly consistent (a claim is conditional on it). */
export async function readCheckoutSlot(userId: string, now = new Date()): Promise<CheckoutSlot> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: openCheckoutsKey(userId), ConsistentRead: true }),
  );
  const item = result.Item;
  const sessions = (item?.sessions ?? []) as OpenCheckout[];
  const unconfirmed = (item?.unconfirmed ?? []) as UnconfirmedCheckout[];
  const claimed = typeof item?.claimId === 'string' && typeof item.claimUntil === 'string';
  return {
    userId,
    version: item ? Number(item.version ?? 0) : null,
    // Sessions past their expiry are left out: Stripe no longer takes payment for them.
    open: sessions.filter((session) => session.expiresAt > now.toISOString()),
    unconfirmed: unconfirmed.filter((session) => session.expiresAt > now.toISOString()),
    claim: claimed ? { id: item.claimId as string, until: item.claimUntil as string } : null,
  };
}

/** True while another start holds the slot (its lease has not lapsed). */
export function claimHeld(slot: CheckoutSlot, now = new Date()): boolean {
  return slot.claim !== null && slot.claim.until > now.toISOString();
}

/** The condition that the slot is still as read. */
function unchangedSince(slot: CheckoutSlot) {
  if (slot.version === null) return { ConditionExpression: 'attribute_not_exists(pk)' };
  if (slot.version === 0) return { ConditionExpression: 'attribute_not_exists(version)' };
  return { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': slot.version } };
}

/**
 * Claims the slot for a start, keeping the sessions it held (still to be expired by the claimant).
 * False when another start changed the slot since it was read.
 */
export async function claimCheckoutSlot(slot: CheckoutSlot, claimId: string, now = new Date()): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...openCheckoutsKey(slot.userId),
          version: (slot.version ?? 0) + 1,
          sessions: slot.open,
          unconfirmed: slot.unconfirmed,
          claimId,
          claimUntil: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
        },
        ...unchangedSince(slot),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Ends a claim: the slot now holds `sessions` (the new session, or what could not be expired) and
 * no claim; with nothing left the item goes (a failed start leaves nothing behind). False when
 * the claim is no longer there (its lease lapsed and another start took over).
 */
export async function settleCheckoutSlot(
  userId: string,
  claimId: string,
  { open, unconfirmed }: SlotSessions,
): Promise<boolean> {
  try {
    if (open.length === 0 && unconfirmed.length === 0) {
      await documentClient.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: openCheckoutsKey(userId),
          ConditionExpression: 'claimId = :mine',
          ExpressionAttributeValues: { ':mine': claimId },
        }),
      );
      return true;
    }
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: openCheckoutsKey(userId),
        UpdateExpression:
          'SET sessions = :sessions, unconfirmed = :unconfirmed, version = version + :one REMOVE claimId, claimUntil',
        ConditionExpression: 'claimId = :mine',
        ExpressionAttributeValues: { ':sessions': open, ':unconfirmed': unconfirmed, ':one': 1, ':mine': claimId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Forgets the user's slot (account deletion): an unconfirmed creation's parameters hold the buyer's
 * email. Its sessions expire at Stripe within 31 minutes; fulfilment refunds any paid after deletion.
 */
export async function forgetCheckoutSlot(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: openCheckoutsKey(userId) }));
}
