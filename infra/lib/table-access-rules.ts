import { GLOBAL_SECONDARY_INDEXES } from '@shared/contract/table';
import { GSI2_PARTITION, LIST_PARTITION, PARTITION } from '@shared/contract/table-keys';
import type { Effect } from 'aws-cdk-lib/aws-iam';

/** The building blocks of the table roles (table-access.ts): item key patterns and the rules several roles share. */
export const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];

/** Partition keys from the shared key contract: the per-entity prefixes, and the totals partition itself. */
export const USER_ITEMS = `${PARTITION.user}*`;
export const CONTACT_ITEMS = `${PARTITION.contact}*`;
export const CHECKOUT_RECORDS = `${PARTITION.checkout}*`;
/**
 * A gift's items (`CHECKOUT#GIFT#<giftId>`): its unclaimed marker goes when the gift is claimed or
 * cancelled, and a cancelled gift's refund-due marker once its refund is made.
 */
export const GIFT_MARKER_DELETES: Rule = { actions: ['dynamodb:DeleteItem'], leadingKeys: [`${PARTITION.gift}*`] };
/** The gifts a supporter paid for, in gsi2 (`GIFTS_FROM#<sub>`): found when their account is deleted. */
export const GIFTS_SENT_LIST = `${GSI2_PARTITION.giftsFrom}*`;
/** A deleted buyer's gift: their address replaced, no sender named, its version moved (data/gift-erasure.ts). */
export const GIFT_SENDER_ERASURE: Rule = {
  actions: ['dynamodb:UpdateItem'],
  leadingKeys: [`${PARTITION.gift}*`],
  condition: {
    'ForAllValues:StringEquals': {
      'dynamodb:Attributes': ['pk', 'sk', 'buyerEmail', 'showSender', 'version', 'payment'],
    },
  },
};
/** The totals' shards, each its own partition (`STATS#<n>`), and the first layout's `STATS` they still read. */
export const TOTALS = `${PARTITION.totals}*`;
/** The tax report's sums, moved with every ledger change (a sale, a refund, a lost dispute). */
export const TAX_REPORT = PARTITION.taxReport;
/** Outbox emails: written (Put) beside the record that causes them; only the sender updates them. */
export const OUTBOX_ITEMS = `${PARTITION.outbox}*`;
export const PENDING_EMAILS = LIST_PARTITION.pendingEmails;
export const RATE_LIMIT_COUNTERS = `${PARTITION.rateLimit}*`;
/** The gym wall: entries under their tier, the counts and each supporter's presence. */
export const WALL_ITEMS = `${PARTITION.wall}*`;
/** In-game delivery: game server keys, link requests and their codes, linked players' entitlements, the change feed. */
export const GAME_KEYS = `${PARTITION.gameKey}*`;
export const LINK_REQUESTS = [`${PARTITION.gameLinkRequest}*`, `${PARTITION.gameUserCode}*`];
/** The access tokens a link gives the game server (written with the request's delivery, read on every use). */
export const GAME_ACCESS_TOKENS = `${PARTITION.gameAccessToken}*`;
export const GAME_PLAYERS = `${PARTITION.gamePlayer}*`;
export const GAME_FEED = PARTITION.gameFeed;
/** A supporter's email choice (development updates on or off), which carries the updates audience's index keys. */
export const EMAIL_PREFERENCES = `${PARTITION.emailPreferences}*`;
/** Addresses SES reported bounced or complained about. */
export const SUPPRESSED_ADDRESSES = `${PARTITION.suppression}*`;
/** Development updates, and the slugs that name their public pages. */
export const UPDATE_ITEMS = `${PARTITION.update}*`;
export const UPDATE_SLUGS = `${PARTITION.updateSlug}*`;
/** The send job's lists: the opted-in audience, and the updates being sent. */
export const UPDATE_JOB_LISTS = [GSI2_PARTITION.updatesOptedIn, GSI2_PARTITION.sendingUpdates];
/** What the email sender moves on an update: its delivery counters (ADD), nothing else. */
export const UPDATE_COUNTER_WRITES: Rule = {
  actions: ['dynamodb:UpdateItem'],
  leadingKeys: [UPDATE_ITEMS],
  condition: {
    'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'sent', 'failed', 'suppressed'] },
  },
};
/**
 * Setup reminders: read with the ledger, started and ended with it, ended by a setup or a deletion,
 * moved on by the sweep.
 */
export const REMINDER_ITEMS = `${PARTITION.reminder}*`;
export const DUE_REMINDERS = LIST_PARTITION.remindersDue;
export const REMINDER_WRITES: Rule = {
  actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
  leadingKeys: [REMINDER_ITEMS],
};

/** The sent updates, read by /updates: their gsi2 list, and an update with the slug naming it. */
export const PUBLISHED_UPDATES_LIST: Rule = {
  actions: ['dynamodb:Query'],
  indexes: true,
  leadingKeys: [GSI2_PARTITION.publishedUpdates],
};
export const PUBLISHED_UPDATE_READS: Rule = {
  actions: ['dynamodb:GetItem'],
  leadingKeys: [`${PARTITION.update}*`, `${PARTITION.updateSlug}*`],
};

/** The community goals, one partition (`GOALS`): written by the admin, read with the totals for the public figures. */
export const GOAL_ITEMS = PARTITION.goals;
/** The public figures: the goals and the totals' shards, read (one Query, one BatchGetItem), never written. */
export const GOAL_FIGURES_READS: Rule = { actions: READ, leadingKeys: [GOAL_ITEMS, TOTALS] };

/** Whoever changes a supporter's wall presence writes only the wall's items, in one transaction. */
export const WALL_WRITES: Rule = {
  actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
  leadingKeys: [WALL_ITEMS],
};
/** A wall change is held to the user's ledger as read: a check that writes nothing. */
export const LEDGER_CHECK: Rule = { actions: ['dynamodb:ConditionCheckItem'], leadingKeys: [USER_ITEMS] };
/** A ledger change moves the entitlement of the user's linked players and appends its change to the feed. */
const ENTITLEMENT_WRITES: Rule = {
  actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  leadingKeys: [GAME_PLAYERS, GAME_FEED],
};

/**
 * The attributes the account deletion may update (lambdas/src/data/account-deletion.ts): the keys
 * (always named in an update's request), the personal fields, the deletion marks and the ledger's version.
 */
export const ACCOUNT_DELETION_ATTRIBUTES = {
  userAndTickets: [
    'pk',
    'sk',
    'email',
    'emailLower',
    'name',
    'nickname',
    'jerseyBackName',
    'deletedAt',
    'withdrawnAt',
    'version',
    // A claimed gift's purchase loses its buyer's address when the buyer's account is deleted.
    'gift',
  ],
  // A withdrawn email's message, and a gift's emails to its recipient, which keep going out without the
  // deleted buyer's name (message.from: the top-level attribute is what the fence sees).
  outbox: ['pk', 'sk', 'message', 'withdrawnAt', 'gsi1pk', 'gsi1sk'],
  /** The profile's tombstone also leaves the email index (its gsi2 keys removed), on USER# items only. */
  profile: ['pk', 'sk', 'email', 'emailLower', 'deletedAt', 'gsi2pk', 'gsi2sk'],
};

/** What a two-step change through the store records on the profile: its time (account-standing.ts). */
export const TWO_STEP_ATTRIBUTES = ['pk', 'sk', 'twoStepChangedAt'];

/** What a supporter's language choice changes on their profile: the language alone (profile-locale.ts). */
export const LANGUAGE_ATTRIBUTES = ['pk', 'sk', 'locale'];

/** Live profiles by lower-cased email (gsi2 `EMAILS#<first character>`), which the email index holds. */
export const EMAIL_INDEX = `${GSI2_PARTITION.emailSearch}*`;

/** The language on a profile found through the email index: its keys, both indexes' own and the email matched. */
export const LANGUAGE_AT_ADDRESS_ATTRIBUTES = [...LANGUAGE_ATTRIBUTES, 'gsi2pk', 'gsi2sk', 'emailLower'];

/**
 * The attributes a supporter's link and unlink may update on their own USER# items: the link's fields
 * (`GAMELINK#<platform>`) and the links version (`GAMELINKS`). No amount, status or index key.
 */
export const GAME_LINK_ATTRIBUTES = [
  'pk',
  'sk',
  'userId',
  'platform',
  'playerId',
  'displayName',
  'linkedAt',
  'switchedAt',
  'unlinkedAt',
  'lastDeliveredAt',
  'version',
];

/**
 * The email choice's writers (the supporter, the unsubscribe link, the account deletion) set or
 * remove only its fields and its place in the updates audience (gsi2), with UpdateItem and DeleteItem.
 */
export const EMAIL_PREFERENCE_WRITES: Rule = {
  actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
  leadingKeys: [EMAIL_PREFERENCES],
  condition: {
    'ForAllValues:StringEquals': {
      'dynamodb:Attributes': [
        'pk',
        'sk',
        'userId',
        'updates',
        'updatedAt',
        'source',
        'remindersStoppedAt',
        'gsi2pk',
        'gsi2sk',
      ],
    },
  },
};

/**
 * Audit entries: written beside the change they record (an admin's, or a refund from Stripe that the
 * fulfilment path applies); the admin area also names itself on a refund entry Stripe's path wrote first.
 */
export const AUDIT_ITEMS = `${PARTITION.audit}*`;

/** Index key attributes: purchases and profiles carry gsi1 and gsi2 keys, tickets both; submissions none. */
export const INDEX_KEY_ATTRIBUTES = GLOBAL_SECONDARY_INDEXES.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]);

export interface Rule {
  effect?: Effect;
  actions: string[];
  /** Table only, or the table and its indexes (reads). */
  indexes?: boolean;
  /** Partition-key prefixes the request may touch; any when absent. */
  leadingKeys?: string[];
  /** Extra condition, for the deny rule. */
  condition?: Record<string, Record<string, string[]>>;
}

/** fulfil(), refunds and the reconciler: the checkout record, the purchase, the ledger, the profile's current tier, the totals and the tax report. */
export const FULFILMENT_RULES: Rule[] = [
  { actions: READ, indexes: true },
  {
    actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
    leadingKeys: [CHECKOUT_RECORDS, USER_ITEMS, TOTALS, TAX_REPORT],
  },
  // The buyer's email when a grant stands; the audit entry of a refund applied from Stripe's figures.
  { actions: ['dynamodb:PutItem'], leadingKeys: [OUTBOX_ITEMS, AUDIT_ITEMS] },
  // The gym wall entry follows the owned tier, and linked game accounts their entitlement.
  WALL_WRITES,
  ENTITLEMENT_WRITES,
  REMINDER_WRITES,
  // A claim, and the claim period's end (the reconciler's sweep), take a gift off the unclaimed list.
  GIFT_MARKER_DELETES,
];
