import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import type { AdminCreatorCode, CreatorCodeOffer, CreatorCodeStatus } from '@shared/creator-codes';
import type { CreatorCodeCreateInput } from '@shared/schemas/creator-codes';
import { type AuditActor, type AuditChange, auditEntryItem } from './audit';
import { documentClient, tableName } from './client';
import { CreatorCodeInvalidError, CreatorCodeNotFoundError, CreatorCodeTakenError } from './errors';
import { type Item, type PageOptions, queryAll, queryPage } from './query-page';
import { conditionFailedAt, transactWriteOnce } from './transactions';

/**
 * Creator codes: `CHECKOUT#CODE#<CODE>` / `CREATOR_CODE`, listed newest first through gsi1
 * (`CREATOR_CODES` / `<createdAt>#<code>`). The item keeps the code's terms, the Stripe coupon and
 * promotion code behind it, and its report (uses, gross, discounts, refunds), moved in the same
 * transactions as fulfilment and refunds. `claimed` counts the paid uses plus the uses held by open
 * checkouts (`HOLD#<holdId>` items under the code): a checkout holds a use only while
 * `claimed < maxUses`, so two checkouts racing for the last use cannot both open.
 */
export interface CreatorCodeRecord extends AdminCreatorCode {
  couponId: string;
  promotionCodeId: string;
  claimed: number;
}

/** The Stripe objects a code is made of, created before the code is stored. */
export interface CreatorCodeStripeIds {
  couponId: string;
  promotionCodeId: string;
}

function codePartition(code: string): string {
  return `${PARTITION.creatorCode}${code}`;
}

export function codeKey(code: string) {
  return { pk: codePartition(code), sk: SORT_KEY.creatorCode };
}

export function holdKey(code: string, holdId: string) {
  return { pk: codePartition(code), sk: `${SORT_KEY.creatorCodeHold}${holdId}` };
}

function codeFromItem(item: Item): CreatorCodeRecord {
  const grossCents = Number(item.grossCents ?? 0);
  const discountCents = Number(item.discountCents ?? 0);
  const refundedCents = Number(item.refundedCents ?? 0);
  return {
    code: String(item.code),
    creatorName: String(item.creatorName),
    percentOff: Number(item.percentOff),
    status: item.status === 'paused' ? 'paused' : 'active',
    expiresAt: typeof item.validUntil === 'string' ? item.validUntil : null,
    maxUses: typeof item.maxUses === 'number' ? item.maxUses : null,
    createdAt: String(item.createdAt),
    couponId: String(item.couponId),
    promotionCodeId: String(item.promotionCodeId),
    claimed: Number(item.claimed ?? 0),
    report: {
      uses: Number(item.uses ?? 0),
      grossCents,
      discountCents,
      refundedCents,
      netCents: grossCents - discountCents - refundedCents,
    },
  };
}

/** The code as the admin panel shows it (no Stripe ids, no holds). */
function adminCreatorCodeOf(record: CreatorCodeRecord): AdminCreatorCode {
  const { couponId: _coupon, promotionCodeId: _promotion, claimed: _claimed, ...shown } = record;
  return shown;
}

/** The code, read strongly consistent; null when there is none by that name. */
export async function getCreatorCode(code: string): Promise<CreatorCodeRecord | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: codeKey(code), ConsistentRead: true }),
  );
  return result.Item ? codeFromItem(result.Item) : null;
}

/** Active and not past its expiry. */
function creatorCodeLive(record: CreatorCodeRecord, now: Date): boolean {
  if (record.status !== 'active') return false;
  return record.expiresAt === null || record.expiresAt > now.toISOString();
}

/**
 * Whether a use is free under the code's cap: neither paid nor held by a checkout that can still be
 * paid. Holds past their session's expiry are free (Stripe takes no payment for the session); a
 * checkout gives them back before it holds (holdCreatorCodeUse), so counting them free keeps the
 * lookup's answer the checkout's. Only a code whose cap `claimed` reached reads its holds.
 */
async function creatorCodeUseFree(record: CreatorCodeRecord, now: Date): Promise<boolean> {
  if (record.maxUses === null) return true;
  if (record.report.uses >= record.maxUses) return false;
  if (record.claimed < record.maxUses) return true;
  return record.claimed - (await lapsedCreatorCodeHolds(record.code, now)).length < record.maxUses;
}

/**
 * What a code offers now; CreatorCodeInvalidError for one unknown, paused, expired or used up, where
 * used up counts the uses unpaid checkouts hold: the lookup (GET /creator-codes/{code}) and the
 * checkout answer the same 400 for a capped code whose last uses are held, until a hold is paid
 * (used up for good) or its session expires (valid again), within 31 minutes (docs/payments.md).
 */
export async function creatorCodeOffer(code: string, now: Date): Promise<CreatorCodeRecord & CreatorCodeOffer> {
  const record = await getCreatorCode(code);
  if (!record || !creatorCodeLive(record, now) || !(await creatorCodeUseFree(record, now))) {
    throw new CreatorCodeInvalidError();
  }
  return record;
}

/**
 * The ids of the code's holds still open past their session's expiry (their expired event has not
 * come, or was lost). One Query of the code's own partition.
 */
export async function lapsedCreatorCodeHolds(code: string, now: Date): Promise<string[]> {
  const holds = await queryAll({
    index: null,
    partition: codePartition(code),
    sortKeyPrefix: SORT_KEY.creatorCodeHold,
    consistent: true,
  });
  return holds
    .filter((hold) => hold.state === 'open' && String(hold.heldUntil) <= now.toISOString())
    .map((hold) => String(hold.sk).slice(SORT_KEY.creatorCodeHold.length));
}

/** Creator codes, newest first, a page at a time. */
export async function listCreatorCodes(
  options: PageOptions,
): Promise<{ codes: AdminCreatorCode[]; nextCursor: string | null }> {
  const page = await queryPage({ index: GSI1, partition: LIST_PARTITION.creatorCodes }, options);
  return { codes: page.items.map((item) => adminCreatorCodeOf(codeFromItem(item))), nextCursor: page.nextCursor };
}

/** Stores a new code with its audit entry; CreatorCodeTakenError when one by that name exists. */
export async function storeCreatorCode(
  input: CreatorCodeCreateInput,
  stripe: CreatorCodeStripeIds,
  actor: AuditActor,
  now: Date,
): Promise<AdminCreatorCode> {
  const createdAt = now.toISOString();
  const record: CreatorCodeRecord = {
    code: input.code,
    creatorName: input.creatorName,
    percentOff: input.percentOff,
    status: 'active',
    expiresAt: input.expiresAt,
    maxUses: input.maxUses,
    createdAt,
    ...stripe,
    claimed: 0,
    report: { uses: 0, grossCents: 0, discountCents: 0, refundedCents: 0, netCents: 0 },
  };
  try {
    await transactWriteOnce([
      {
        Put: {
          TableName: tableName(),
          Item: newCodeItem(record, stripe, createdAt),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      auditEntryItem(actor, codeCreatedAudit(record), now),
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw new CreatorCodeTakenError({ cause: error });
    throw error;
  }
  return adminCreatorCodeOf(record);
}

/** A new code's item: listed by creation, its report at zero. */
function newCodeItem(record: CreatorCodeRecord, stripe: CreatorCodeStripeIds, createdAt: string): Item {
  return {
    ...codeKey(record.code),
    gsi1pk: LIST_PARTITION.creatorCodes,
    gsi1sk: `${createdAt}#${record.code}`,
    code: record.code,
    creatorName: record.creatorName,
    percentOff: record.percentOff,
    status: record.status,
    ...(record.expiresAt ? { validUntil: record.expiresAt } : {}),
    ...(record.maxUses !== null ? { maxUses: record.maxUses } : {}),
    createdAt,
    couponId: stripe.couponId,
    promotionCodeId: stripe.promotionCodeId,
    claimed: 0,
    uses: 0,
    grossCents: 0,
    discountCents: 0,
    refundedCents: 0,
  };
}

/** The audit entry of a code's creation: its terms, never its Stripe ids. */
function codeCreatedAudit(record: CreatorCodeRecord): AuditChange {
  return {
    action: 'creator_code_created',
    subject: { type: 'creator_code', id: record.code },
    before: {},
    after: {
      creatorName: record.creatorName,
      percentOff: record.percentOff,
      expiresAt: record.expiresAt,
      maxUses: record.maxUses,
    },
  };
}

/** Pauses or resumes a code, with its audit entry; a code already so is answered as it is, unaudited. */
export async function setCreatorCodeStatus(
  code: string,
  status: CreatorCodeStatus,
  actor: AuditActor,
  now: Date,
): Promise<AdminCreatorCode> {
  const record = await getCreatorCode(code);
  if (!record) throw new CreatorCodeNotFoundError();
  if (record.status === status) return adminCreatorCodeOf(record);
  try {
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: codeKey(code),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: '#status = :before',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':before': record.status },
        },
      },
      auditEntryItem(
        actor,
        {
          action: status === 'paused' ? 'creator_code_paused' : 'creator_code_resumed',
          subject: { type: 'creator_code', id: code },
          before: { status: record.status },
          after: { status },
        },
        now,
      ),
    ]);
  } catch (error) {
    // Changed by another admin meanwhile: answer the code as it is now.
    if (!conditionFailedAt(error, 0)) throw error;
  }
  const after = await getCreatorCode(code);
  return adminCreatorCodeOf(after ?? record);
}
