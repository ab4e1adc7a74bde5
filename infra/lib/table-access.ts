import { GLOBAL_SECONDARY_INDEXES } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION } from '@shared/contract/table-keys';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';

/**
 * What each Lambda may do to the single table. IAM cannot see sort keys, so writes are fenced by
 * partition-key prefix (`dynamodb:LeadingKeys`, the key prefixes of DESIGN.md's key table):
 * only the fulfilment path (checkout, stripe-events) may write CHECKOUT# records, and purchases
 * (USER# items carrying the PURCHASES index keys) only through it.
 * Transactions need the per-item actions (PutItem, UpdateItem, ConditionCheckItem); there is no
 * separate IAM action for TransactWriteItems. No role gets Scan or DeleteItem.
 */
export type TableRole = 'account' | 'contact' | 'admin' | 'fulfilment' | 'post-confirmation' | 'email-sender';

const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];

/** Partition keys from the shared key contract: the per-entity prefixes, and the totals partition itself. */
const USER_ITEMS = `${PARTITION.user}*`;
const CONTACT_ITEMS = `${PARTITION.contact}*`;
const CHECKOUT_RECORDS = `${PARTITION.checkout}*`;
const TOTALS = PARTITION.totals;
/** Outbox emails: written (Put) beside the record that causes them; only the sender updates them. */
const OUTBOX_ITEMS = `${PARTITION.outbox}*`;
const PENDING_EMAILS = LIST_PARTITION.pendingEmails;
const RATE_LIMIT_COUNTERS = `${PARTITION.rateLimit}*`;
/** Audit entries: written beside the admin change they record. */
const AUDIT_ITEMS = `${PARTITION.audit}*`;

/** Index key attributes: purchases and profiles carry gsi1 keys, tickets gsi2; submissions none. */
const INDEX_KEY_ATTRIBUTES = GLOBAL_SECONDARY_INDEXES.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]);

interface Rule {
  effect?: Effect;
  actions: string[];
  /** Table only, or the table and its indexes (reads). */
  indexes?: boolean;
  /** Partition-key prefixes the request may touch; any when absent. */
  leadingKeys?: string[];
  /** Extra condition, for the deny rule. */
  condition?: Record<string, Record<string, string[]>>;
}

const RULES: Record<TableRole, Rule[]> = {
  // Profile, purchases, submission and (through gsi2) tickets all sit under the caller's USER# key.
  // It may create a submission, but nothing indexed: no purchase, profile or ticket.
  account: [
    { actions: READ, indexes: true, leadingKeys: [USER_ITEMS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [USER_ITEMS] },
    {
      effect: Effect.DENY,
      actions: ['dynamodb:PutItem'],
      condition: { 'ForAnyValue:StringEquals': { 'dynamodb:Attributes': INDEX_KEY_ATTRIBUTES } },
    },
  ],
  // A contact (or ticket), the pending-contacts counter, the sender's rate-limit counter and the support
  // mailbox's email.
  contact: [
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], leadingKeys: [CONTACT_ITEMS, TOTALS, RATE_LIMIT_COUNTERS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS] },
  ],
  // Reads everything the panel lists (queries on the indexes, never a scan); updates contacts and the counter;
  // applies its refunds through the ledger like the fulfilment path (purchase, ledger, profile, marker, totals).
  admin: [
    { actions: READ, indexes: true },
    { actions: ['dynamodb:UpdateItem'], leadingKeys: [CONTACT_ITEMS, TOTALS] },
    {
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      leadingKeys: [CHECKOUT_RECORDS, USER_ITEMS],
    },
    // The email that carries a response to the ticket's sender, and the audit entry of every action.
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS, AUDIT_ITEMS] },
  ],
  // fulfil(), refunds and the reconciler: the checkout record, the purchase, the ledger, the profile's current tier, the totals.
  fulfilment: [
    { actions: READ, indexes: true },
    {
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      leadingKeys: [CHECKOUT_RECORDS, USER_ITEMS, TOTALS],
    },
    // The buyer's email when a grant stands.
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS] },
  ],
  // The new user's profile and the user count.
  'post-confirmation': [
    {
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      leadingKeys: [USER_ITEMS, TOTALS],
    },
  ],
  // Reads outbox emails (and the pending ones through gsi1) and marks them claimed and sent: nothing else.
  'email-sender': [
    { actions: ['dynamodb:GetItem', 'dynamodb:Query'], indexes: true, leadingKeys: [OUTBOX_ITEMS, PENDING_EMAILS] },
    { actions: ['dynamodb:UpdateItem'], leadingKeys: [OUTBOX_ITEMS] },
  ],
};

/** Grants a function exactly the table access of its role. */
export function grantTableAccess(grantee: IGrantable, table: ITable, role: TableRole): void {
  for (const rule of RULES[role]) {
    const indexes = rule.indexes
      ? GLOBAL_SECONDARY_INDEXES.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`)
      : [];
    const resources = [table.tableArn, ...indexes];
    const conditions = {
      ...(rule.leadingKeys && { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': rule.leadingKeys } }),
      ...rule.condition,
    };
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: rule.effect ?? Effect.ALLOW,
        actions: rule.actions,
        resources,
        conditions: Object.keys(conditions).length > 0 ? conditions : undefined,
      }),
    );
  }
}
