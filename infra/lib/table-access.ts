import { GLOBAL_SECONDARY_INDEXES } from '@shared/contract/table';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  ACCOUNT_DELETION_ATTRIBUTES,
  AUDIT_ITEMS,
  CHECKOUT_RECORDS,
  CONTACT_ITEMS,
  DUE_REMINDERS,
  EMAIL_INDEX,
  EMAIL_PREFERENCE_WRITES,
  EMAIL_PREFERENCES,
  FULFILMENT_RULES,
  GAME_ACCESS_TOKENS,
  GAME_FEED,
  GAME_KEYS,
  GAME_LINK_ATTRIBUTES,
  GAME_PLAYERS,
  GIFT_MARKER_DELETES,
  GIFT_SENDER_ERASURE,
  GIFTS_SENT_LIST,
  GOAL_FIGURES_READS,
  GOAL_ITEMS,
  INDEX_KEY_ATTRIBUTES,
  LANGUAGE_AT_ADDRESS_ATTRIBUTES,
  LANGUAGE_ATTRIBUTES,
  LEDGER_CHECK,
  LINK_REQUESTS,
  OUTBOX_ITEMS,
  PENDING_EMAILS,
  PUBLISHED_UPDATE_READS,
  PUBLISHED_UPDATES_LIST,
  RATE_LIMIT_COUNTERS,
  READ,
  REMINDER_ITEMS,
  REMINDER_WRITES,
  type Rule,
  SUPPRESSED_ADDRESSES,
  TAX_REPORT,
  TOTALS,
  TWO_STEP_ATTRIBUTES,
  UPDATE_COUNTER_WRITES,
  UPDATE_ITEMS,
  UPDATE_JOB_LISTS,
  UPDATE_SLUGS,
  USER_ITEMS,
  WALL_ITEMS,
  WALL_WRITES,
} from './table-access-rules';

/**
 * What each Lambda may do to the single table. IAM cannot see sort keys, so writes are fenced by
 * partition-key prefix (`dynamodb:LeadingKeys`, the key prefixes of docs/design.md's key table):
 * only the fulfilment path (checkout, stripe-events) may write CHECKOUT# records, and purchases
 * (USER# items carrying the PURCHASES index keys) only through it.
 * Transactions need the per-item actions (PutItem, UpdateItem, ConditionCheckItem); there is no
 * separate IAM action for TransactWriteItems. No role gets Scan; DeleteItem only on the gym wall's
 * items (`WALL#*`), whose entries move between tiers, on a deleted account's email choice (`EMAILPREFS#*`),
 * on in-game delivery's link requests, codes and linked players (`GAME#LINKREQ#*`, `GAME#CODE#*`,
 * `GAME#PLAYER#*`), which go when used or unlinked, on setup reminders (`REMINDER#*`), which go once
 * sent or no longer needed, on the community goals (`GOALS`), which the admin deletes, and on a gift's
 * markers (`CHECKOUT#GIFT#*`), which go when it is claimed, cancelled or refunded.
 */
export type TableRole =
  | 'account'
  | 'contact'
  | 'admin'
  | 'fulfilment'
  | 'checkout'
  | 'post-confirmation'
  | 'custom-email-sender'
  | 'email-sender'
  | 'game'
  | 'ses-events'
  | 'update-sender'
  | 'setup-reminders'
  | 'update-pages'
  | 'goal-pages';

const RULES: Record<TableRole, Rule[]> = {
  // Profile, purchases, submission and (through gsi2) tickets and outbox emails all sit under the caller's
  // USER# key. It may create a submission, but nothing indexed: no purchase, profile or ticket.
  // Deleting the account replaces the email and name in place (UpdateItem): on the profile, purchases and
  // submissions (USER#), tickets (CONTACT#) and outbox emails (OUTBOX#). Updates cannot create what the
  // Put deny keeps out: their attributes are fenced to the personal fields and the deletion marks, and
  // only outbox emails may lose their pending-list keys.
  account: [
    {
      actions: READ,
      indexes: true,
      leadingKeys: [
        USER_ITEMS,
        WALL_ITEMS,
        ...LINK_REQUESTS,
        GAME_PLAYERS,
        GAME_FEED,
        EMAIL_PREFERENCES,
        GIFTS_SENT_LIST,
      ],
    },
    { actions: ['dynamodb:PutItem'], leadingKeys: [USER_ITEMS] },
    {
      effect: Effect.DENY,
      actions: ['dynamodb:PutItem'],
      condition: { 'ForAnyValue:StringEquals': { 'dynamodb:Attributes': INDEX_KEY_ATTRIBUTES } },
    },
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [USER_ITEMS, CONTACT_ITEMS],
      condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ACCOUNT_DELETION_ATTRIBUTES.userAndTickets } },
    },
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [USER_ITEMS],
      condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ACCOUNT_DELETION_ATTRIBUTES.profile } },
    },
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [OUTBOX_ITEMS],
      condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ACCOUNT_DELETION_ATTRIBUTES.outbox } },
    },
    // The gifts the user paid for keep no trace of their address.
    GIFT_SENDER_ERASURE,
    // A two-step change through the store records its time on the profile.
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [USER_ITEMS],
      condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': TWO_STEP_ATTRIBUTES } },
    },
    // A supporter's language choice: the language on their profile, nothing else.
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [USER_ITEMS],
      condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': LANGUAGE_ATTRIBUTES } },
    },
    // Linking a game account: the user's link and links version, the request and its code used up.
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [USER_ITEMS],
      condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': GAME_LINK_ATTRIBUTES } },
    },
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], leadingKeys: LINK_REQUESTS },
    // A link code counts only while the key that asked for it is live: read, and held in the decision.
    { actions: ['dynamodb:GetItem', 'dynamodb:ConditionCheckItem'], leadingKeys: [GAME_KEYS] },
    // A link, an unlink or the deletion writes the player's entitlement and a change on the feed.
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], leadingKeys: [GAME_PLAYERS] },
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], leadingKeys: [GAME_FEED] },
    // The deletion's and the link codes' tries, counted per user and per address; a user's daily budget
    // of failed link codes is read before each try.
    { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], leadingKeys: [RATE_LIMIT_COUNTERS] },
    WALL_WRITES,
    LEDGER_CHECK,
    EMAIL_PREFERENCE_WRITES,
    // A setup, or the deletion, reads the setup reminder and ends it, uncounting the pending setup.
    { actions: ['dynamodb:GetItem', 'dynamodb:DeleteItem'], leadingKeys: [REMINDER_ITEMS] },
    { actions: ['dynamodb:UpdateItem'], leadingKeys: [TOTALS] },
  ],
  // A contact (or ticket), the pending-contacts counter, the sender's rate-limit counter and the support
  // mailbox's email.
  contact: [
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], leadingKeys: [CONTACT_ITEMS, TOTALS, RATE_LIMIT_COUNTERS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS] },
    // The public gym wall: its counts and its tiers' pages, read with Query only.
    { actions: ['dynamodb:Query'], leadingKeys: [WALL_ITEMS] },
    // The sent updates, and whether a signed-in reader is a supporter (their profile's current tier).
    PUBLISHED_UPDATES_LIST,
    PUBLISHED_UPDATE_READS,
    { actions: ['dynamodb:GetItem'], leadingKeys: [USER_ITEMS] },
    // The community goals' public figures.
    GOAL_FIGURES_READS,
  ],
  // Reads everything the panel lists (queries on the indexes, never a scan); updates contacts and the counter;
  // applies its refunds through the ledger like the fulfilment path (purchase, ledger, profile, marker, totals).
  admin: [
    { actions: READ, indexes: true },
    { actions: ['dynamodb:UpdateItem'], leadingKeys: [CONTACT_ITEMS, TOTALS, TAX_REPORT, AUDIT_ITEMS] },
    {
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      leadingKeys: [CHECKOUT_RECORDS, USER_ITEMS],
    },
    // The email that carries a response to the ticket's sender, and the audit entry of every action.
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS, AUDIT_ITEMS] },
    // Hiding or showing a supporter's nickname on the wall.
    WALL_WRITES,
    LEDGER_CHECK,
    // Creating and revoking game server keys; unlinking a supporter's game account.
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], leadingKeys: [GAME_KEYS] },
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], leadingKeys: [GAME_PLAYERS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [GAME_FEED] },
    // Development updates: drafts written and edited, and the send's start, which takes the update's slug.
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], leadingKeys: [UPDATE_ITEMS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [UPDATE_SLUGS] },
    REMINDER_WRITES,
    // Cancelling an unclaimed gift takes it off the unclaimed list.
    GIFT_MARKER_DELETES,
    // The community goals: each write moves the head and the goals it changes, beside its audit entry.
    { actions: ['dynamodb:PutItem', 'dynamodb:DeleteItem'], leadingKeys: [GOAL_ITEMS] },
  ],
  // fulfil(), refunds and the reconciler: the checkout record, the purchase, the ledger, the profile's current tier, the totals.
  fulfilment: FULFILMENT_RULES,
  // The checkout area: the fulfilment path (verify, opening sessions with a creator code's held use),
  // and the per-IP counter of creator code lookups.
  checkout: [...FULFILMENT_RULES, { actions: ['dynamodb:UpdateItem'], leadingKeys: [RATE_LIMIT_COUNTERS] }],
  // The new user's profile and the user count.
  'post-confirmation': [
    {
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      leadingKeys: [USER_ITEMS, TOTALS],
    },
    // The sign-up form's opt-in to development updates.
    { ...EMAIL_PREFERENCE_WRITES, actions: ['dynamodb:UpdateItem'] },
  ],
  // Cognito's codes: their outbox emails (the ciphertext Cognito gave), nothing else; a repeat's put fails its condition.
  'custom-email-sender': [{ actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS] }],
  // The game servers' API: reads keys, link requests, access tokens, players and the feed (no USER#
  // item, no index); counts each key's requests and notes its last use; writes link requests and their
  // codes, and the access token a delivered link gives; marks deliveries on the feed, the player and
  // the user's link.
  game: [
    {
      actions: ['dynamodb:GetItem', 'dynamodb:Query'],
      leadingKeys: [GAME_KEYS, ...LINK_REQUESTS, GAME_ACCESS_TOKENS, GAME_PLAYERS, GAME_FEED],
    },
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: [GAME_KEYS, RATE_LIMIT_COUNTERS, GAME_PLAYERS, GAME_FEED, USER_ITEMS],
    },
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], leadingKeys: LINK_REQUESTS },
    { actions: ['dynamodb:PutItem'], leadingKeys: [GAME_ACCESS_TOKENS] },
    // A key's sliding window reads the minute before when a minute opens, and a refusal reads its own.
    { actions: ['dynamodb:GetItem'], leadingKeys: [RATE_LIMIT_COUNTERS] },
  ],
  // Reads outbox emails (and the pending ones through gsi1), the suppressed addresses, the email
  // choices (an update's supporter may have opted out since it was queued) and the language on the
  // recipient's profile (the email speaks it; a gift's recipient's found by their address), marks
  // emails claimed, sent or skipped, and moves an update's delivery counters: nothing else.
  'email-sender': [
    { actions: ['dynamodb:GetItem', 'dynamodb:Query'], indexes: true, leadingKeys: [OUTBOX_ITEMS, PENDING_EMAILS] },
    { actions: ['dynamodb:GetItem'], leadingKeys: [SUPPRESSED_ADDRESSES, EMAIL_PREFERENCES] },
    // The language alone: a read that asks for any other attribute of the profile is refused.
    {
      actions: ['dynamodb:GetItem'],
      leadingKeys: [USER_ITEMS],
      condition: {
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': LANGUAGE_ATTRIBUTES },
        StringEqualsIfExists: { 'dynamodb:Select': ['SPECIFIC_ATTRIBUTES'] },
      },
    },
    // A gift's recipient may have an account at the address the buyer typed: the language on it, found
    // through the email index, read with the email alone.
    {
      actions: ['dynamodb:Query'],
      indexes: true,
      leadingKeys: [EMAIL_INDEX],
      condition: {
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': LANGUAGE_AT_ADDRESS_ATTRIBUTES },
        StringEqualsIfExists: { 'dynamodb:Select': ['SPECIFIC_ATTRIBUTES'] },
      },
    },
    { actions: ['dynamodb:UpdateItem'], leadingKeys: [OUTBOX_ITEMS] },
    UPDATE_COUNTER_WRITES,
  ],
  // An update's send job: reads the update, the audience (gsi2), the recipients' profiles and suppressed
  // addresses; writes the outbox emails and the update's job state and counters, nothing else.
  'update-sender': [
    {
      actions: READ,
      indexes: true,
      leadingKeys: [UPDATE_ITEMS, USER_ITEMS, SUPPRESSED_ADDRESSES, ...UPDATE_JOB_LISTS],
    },
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS] },
    { actions: ['dynamodb:UpdateItem'], leadingKeys: [UPDATE_ITEMS] },
    // Once a send has finished, it publishes the /updates pages (as the update-pages role does).
    PUBLISHED_UPDATES_LIST,
  ],
  // Publishes the /updates pages: reads the sent updates' list, nothing else.
  'update-pages': [PUBLISHED_UPDATES_LIST],
  // Publishes the goals' figures into the landing page and the wall: reads the goals and the totals, nothing else.
  'goal-pages': [GOAL_FIGURES_READS],
  // SES's bounces and complaints: the suppressed address, and the user's email choice set to off.
  'ses-events': [
    { actions: ['dynamodb:PutItem'], leadingKeys: [SUPPRESSED_ADDRESSES] },
    { ...EMAIL_PREFERENCE_WRITES, actions: ['dynamodb:UpdateItem'] },
  ],
  // Reads the due reminders through gsi1, moves each on (out of the index after the last) and writes its email: nothing else.
  'setup-reminders': [
    { actions: ['dynamodb:Query'], indexes: true, leadingKeys: [DUE_REMINDERS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [REMINDER_ITEMS] },
    { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS] },
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
