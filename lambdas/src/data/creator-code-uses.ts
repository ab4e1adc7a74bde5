import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { codeKey, holdKey, lapsedCreatorCodeHolds } from './creator-codes';
import { CreatorCodeInvalidError } from './errors';
import { isConditionFailedTransaction, type TransactItem, transactWriteOnce } from './transactions';

/**
 * A creator code's uses: a checkout holds one (`HOLD#<holdId>` under the code, counted in `claimed`)
 * while its session is open, fulfilment turns it into a paid use and moves the report, an expired
 * session gives it back, and a refund moves the report's refunds. A hold lasts exactly as long as its
 * session can be paid, until the session's `expires_at` (`heldUntil`: 31 minutes, Stripe's shortest
 * life of 30 plus a minute of leeway); a shorter hold would let a late payment pass the code's cap.
 */

/**
 * Holds one use of the code for a checkout being opened, on the condition that the code is usable
 * now (active, not expired, `claimed < maxUses`): of checkouts racing for the last use, one holds it
 * and the others get CreatorCodeInvalidError.
 */
export async function holdCreatorCodeUse(code: string, holdId: string, heldUntil: Date, now: Date): Promise<void> {
  try {
    await tryHold(code, holdId, heldUntil, now);
  } catch (error) {
    // Uses held by sessions past their expiry whose expired event never came are given back, then asked again.
    if (!(error instanceof CreatorCodeInvalidError) || (await releaseLapsedHolds(code, now)) === 0) throw error;
    await tryHold(code, holdId, heldUntil, now);
  }
}

/** Gives back the code's open holds past their session's expiry; how many. */
async function releaseLapsedHolds(code: string, now: Date): Promise<number> {
  const lapsed = await lapsedCreatorCodeHolds(code, now);
  for (const holdId of lapsed) await releaseCreatorCodeHold(code, holdId);
  return lapsed.length;
}

async function tryHold(code: string, holdId: string, heldUntil: Date, now: Date): Promise<void> {
  try {
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: codeKey(code),
          UpdateExpression: 'ADD claimed :one',
          ConditionExpression:
            '#status = :active AND (attribute_not_exists(maxUses) OR claimed < maxUses) AND (attribute_not_exists(validUntil) OR validUntil > :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':active': 'active', ':now': now.toISOString() },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...holdKey(code, holdId), state: 'open', heldUntil: heldUntil.toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailedTransaction(error)) throw new CreatorCodeInvalidError({ cause: error });
    throw error;
  }
}

/** Gives a held use back (its checkout expired or was never opened); once per hold, a repeat changes nothing. */
export async function releaseCreatorCodeHold(code: string, holdId: string): Promise<void> {
  try {
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: holdKey(code, holdId),
          UpdateExpression: 'SET #state = :released',
          ConditionExpression: '#state = :open',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':released': 'released', ':open': 'open' },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: codeKey(code),
          UpdateExpression: 'ADD claimed :minusOne',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailedTransaction(error)) throw error;
  }
}

/** A paid use of a code as fulfilment stores it. */
export interface CreatorCodeUse {
  code: string;
  holdId: string | null;
  /** The session's pre-discount subtotal. */
  grossCents: number;
  /** What the code took off it. */
  discountCents: number;
  /** What of it was already refunded when it was fulfilled (an early refund). */
  refundedCents: number;
}

/** Whether the use's hold is still open, read before the fulfilment's transaction is built. */
export async function holdIsOpen(code: string, holdId: string | null): Promise<boolean> {
  if (!holdId) return false;
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: holdKey(code, holdId), ConsistentRead: true }),
  );
  return result.Item?.state === 'open';
}

/**
 * The fulfilment's items for a paid use: the report moves (one use, its gross, discount and any early
 * refund, in one update: a transaction touches an item once) and its open hold becomes the use; a use
 * whose hold was given back already claims a use again.
 */
export function creatorCodeUseItems(use: CreatorCodeUse, holdOpen: boolean): TransactItem[] {
  const report: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: codeKey(use.code),
      UpdateExpression: `ADD uses :one, grossCents :gross, discountCents :discount, refundedCents :refunded${holdOpen ? '' : ', claimed :one'}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':one': 1,
        ':gross': use.grossCents,
        ':discount': use.discountCents,
        ':refunded': use.refundedCents,
      },
    },
  };
  if (!holdOpen || !use.holdId) return [report];
  return [
    report,
    {
      Update: {
        TableName: tableName(),
        Key: holdKey(use.code, use.holdId),
        UpdateExpression: 'SET #state = :used',
        ConditionExpression: '#state = :open',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':used': 'used', ':open': 'open' },
      },
    },
  ];
}

/** The refund's item: what was refunded of a payment made with the code. */
export function creatorCodeRefundItem(code: string, refundedCents: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: codeKey(code),
      UpdateExpression: 'ADD refundedCents :refunded',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':refunded': refundedCents },
    },
  };
}
