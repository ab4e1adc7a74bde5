/**
 * The key values of the single table (the key table of docs/design.md §Data: one table, keys built in one place). The data modules build every key from
 * these; the IAM fence (infra/lib/table-access.ts) fences each role's writes by the partition keys.
 */

/** Partition keys: a prefix followed by the entity's id, or a fixed partition. */
export const PARTITION = {
  /** `USER#<sub>`: the profile, purchases and tier submissions of a user (and, in gsi2, their tickets). */
  user: 'USER#',
  /** `CHECKOUT#<sessionId>`: fulfilment record and failure; `CHECKOUT#<paymentIntentId>`: payment marker; `CHECKOUT#<refundId>`: an applied refund. */
  checkout: 'CHECKOUT#',
  /**
   * `CHECKOUT#CODE#<CODE>`: a creator code, its report and the holds of its uses (lambdas/src/data/creator-codes.ts),
   * under the payments prefix: fulfilment and refunds move its report in their own transactions.
   */
  creatorCode: 'CHECKOUT#CODE#',
  /**
   * `CHECKOUT#GIFT#<giftId>`: a gift and, while it waits to be claimed, its unclaimed marker
   * (lambdas/src/data/gift-item.ts), under the payments prefix: fulfilment and refunds move it.
   */
  gift: 'CHECKOUT#GIFT#',
  /** `CONTACT#<id>`: a contact submission or ticket. */
  contact: 'CONTACT#',
  /**
   * `STATS#<n>`: one shard of the running totals behind the admin overview (`TOTALS#<n>`) and its part
   * of the days' aggregates, each shard a partition of its own (lambdas/src/data/totals.ts).
   */
  totalsShard: 'STATS#',
  /** `STATS`: the one partition all the totals' shards shared before they were spread; read, never written. */
  totals: 'STATS',
  /**
   * The tax report's sums: `TAXREPORT` / `<yyyy-mm>#<country>#<shard>`, moved with every ledger change by
   * the month it happened in and the purchase's billing country (lambdas/src/data/tax-report.ts).
   */
  taxReport: 'TAXREPORT',
  /** `OUTBOX#<id>`: an email waiting to be sent (or sent), written with the record that caused it. */
  outbox: 'OUTBOX#',
  /** `RATE#<action>#<client>`: fixed-window counters of a client's writes (lambdas/src/data/rate-limit.ts). */
  rateLimit: 'RATE#',
  /**
   * The public gym wall (lambdas/src/data/wall.ts): `WALL#<tierId>` holds one tier's nicknames,
   * `WALL#COUNTS` the per-tier counts in shards, `WALL#USER#<sub>` a supporter's presence.
   */
  wall: 'WALL#',
  /** `AUDIT#<id>`: one admin action (lambdas/src/data/audit.ts); gsi2 `AUDIT#<subject>` lists it on its subject. */
  audit: 'AUDIT#',
  /**
   * In-game delivery (docs/game-integration.md), all under `GAME#` so the IAM fence can name each:
   * `GAME#KEY#<keyId>` a game server key, `GAME#LINKREQ#<deviceCodeHash>` a link request,
   * `GAME#CODE#<userCode>` its user code, `GAME#TOKEN#<accessTokenHash>` an access token the link
   * gave, `GAME#PLAYER#<platform>#<playerId>` a linked game account's entitlements, `GAME#FEED` the
   * change feed (its head and its changes).
   */
  gameKey: 'GAME#KEY#',
  gameLinkRequest: 'GAME#LINKREQ#',
  gameUserCode: 'GAME#CODE#',
  gameAccessToken: 'GAME#TOKEN#',
  gamePlayer: 'GAME#PLAYER#',
  gameFeed: 'GAME#FEED',
  /** `REMINDER#<sub>`: the supporter's setup reminder while their owned tier has no setup (lambdas/src/data/setup-reminder.ts). */
  reminder: 'REMINDER#',
  /**
   * `EMAILPREFS#USER#<sub>`: a supporter's email choice, under its own prefix so its writers (the
   * supporter, the unsubscribe link, SES's bounce and complaint events) may set its index keys there only.
   */
  emailPreferences: 'EMAILPREFS#',
  /** `SUPPRESSION#<email lower>`: an address SES reported bounced or complained about (lambdas/src/data/suppression.ts). */
  suppression: 'SUPPRESSION#',
  /** `UPDATE#<id>`: a development update and its send job's state (lambdas/src/data/update-items.ts). */
  update: 'UPDATE#',
  /** `UPDATESLUG#<slug>`: the one update a public address names (written once, conditionally). */
  updateSlug: 'UPDATESLUG#',
  /**
   * `GOALS`: the community goals (`GOAL#<id>`) and their head (`HEAD`, the version every goal write
   * moves), one partition read in one Query (lambdas/src/data/goals.ts).
   */
  goals: 'GOALS',
} as const;

/** gsi2 partitions that are lists of their own. */
export const GSI2_PARTITION = {
  /** Everyone who opted in to development updates (gsi2sk `<optedInAt>#<sub>`), removed on opt-out: an update's audience. */
  updatesOptedIn: 'UPDATES_OPTED_IN',
  /** Updates whose send job has not finished (gsi2sk `<sendStartedAt>#<id>`): the job's schedule resumes them. */
  sendingUpdates: 'UPDATES_SENDING',
  /** Every sent update (gsi2sk `<sentAt>#<id>`), newest first: the /updates page. Moved here from sendingUpdates when its job ends. */
  publishedUpdates: 'UPDATES_PUBLISHED',
  /**
   * `EMAILS#<first character>` (gsi2sk `<email lower>#<sub>`): live profiles by lower-cased email, so an
   * exact or prefix search is one Query; removed when the account is deleted.
   */
  emailSearch: 'EMAILS#',
  /** `PURCHASES#<tierId>` (gsi2sk `<createdAt>#<sessionId>`): one tier's purchases, newest first. */
  tierPurchases: 'PURCHASES#',
  /** `GIFTS_FROM#<sub>` (gsi2sk `<paidAt>#<giftId>`): the gifts a supporter paid for, newest first (My purchases). */
  giftsFrom: 'GIFTS_FROM#',
  /** `GIFTS_TO#<email lower>` (gsi2sk `<paidAt>#<giftId>`): the unclaimed gifts sent to an address (on the unclaimed marker). */
  giftsTo: 'GIFTS_TO#',
} as const;

/** gsi1 partitions: the admin lists, each read newest first. */
export const LIST_PARTITION = {
  profiles: 'PROFILES',
  purchases: 'PURCHASES',
  /** `CONTACTS#<status>`: the contact submissions in one status, moved on each status change. */
  contactsByStatus: 'CONTACTS#',
  /** Every contact submission before they were listed by status: read only by the backfill that moves them. */
  contacts: 'CONTACTS',
  /** Outbox emails not yet sent (the keys are removed once sent): the sender's sweep reads only these. */
  pendingEmails: 'OUTBOX_PENDING',
  /** Every admin action, newest first (the /admin/audit page). */
  audit: 'AUDIT',
  /** Every game server key, newest first (the /admin/game-keys page). */
  gameKeys: 'GAMEKEYS',
  /** Every development update, newest first (the /admin/updates page). */
  updates: 'UPDATES',
  /** Every creator code, newest first (the /admin/creator-codes page). */
  creatorCodes: 'CREATOR_CODES',
  /** Setup reminders by due time (`<dueAt>#<sub>`): the reminder sweep reads only those due. */
  remindersDue: 'REMINDERS_DUE',
  /** Every paid gift, newest first (`<paidAt>#<giftId>`): the admin's gift list. */
  gifts: 'GIFTS',
  /** Unclaimed gifts by payment time (`<paidAt>#<giftId>`), on their unclaimed markers: the gift sweep reads only these. */
  giftsUnclaimed: 'GIFTS_UNCLAIMED',
  /** Cancelled gifts whose refund Stripe has not confirmed yet (`<cancelledAt>#<giftId>`): the gift sweep asks again. */
  giftRefundsDue: 'GIFT_REFUNDS_DUE',
} as const;

/** Sort keys: a fixed value, or a prefix followed by a time or an id. */
export const SORT_KEY = {
  profile: 'PROFILE',
  /** The user's payment ledger head: version and summary (lambdas/src/data/ledger.ts). */
  ledger: 'LEDGER',
  /** The user's Checkout Sessions still open, expired when a new one starts. */
  openCheckouts: 'OPEN_CHECKOUTS',
  /** `PROCESSING#<sessionId>`: a payment by a delayed method the bank has not settled (lambdas/src/data/processing-payment.ts). */
  processingPayment: 'PROCESSING#',
  /** `PURCHASE#<createdAt>#<sessionId>` */
  purchase: 'PURCHASE#',
  /** `SUBMISSION#<tierId>` */
  submission: 'SUBMISSION#',
  checkout: 'CHECKOUT',
  checkoutFailure: 'FAILURE',
  payment: 'PAYMENT',
  /** `CHECKOUT#<refundId>` / `REFUND`: a Stripe refund the store has applied, once (lambdas/src/data/refund.ts). */
  refund: 'REFUND',
  /** Where an unfinished reconciler run stopped (lambdas/src/data/reconcile-cursor.ts). */
  reconcileCursor: 'RECONCILE_CURSOR',
  contact: 'CONTACT',
  /** gsi2 sort key of a ticket under its user: `TICKET#<createdAt>` */
  ticket: 'TICKET#',
  /** An outbox item's one sort key: `OUTBOX#<id>` / `EMAIL` (lambdas/src/data/outbox.ts). */
  email: 'EMAIL',
  /** gsi2 sort key of an outbox email under the user it is about: `EMAIL#<createdAt>#<id>` (found at account deletion). */
  userEmail: 'EMAIL#',
  /** `TOTALS#<shard>`: one of the totals shards (lambdas/src/data/totals.ts). */
  totals: 'TOTALS#',
  /** `WINDOW#<windowStart>`: one rate-limit counter per client and window. */
  rateWindow: 'WINDOW#',
  /** The user's gym wall choice and where they are listed (lambdas/src/data/wall-presence.ts). */
  wallPresence: 'WALL',
  /** `SHARD#<n>`: one shard of the wall's per-tier counts. */
  wallCounts: 'SHARD#',
  /** An audit entry's one sort key: `AUDIT#<id>` / `AUDIT`. */
  audit: 'AUDIT',
  /** `DAY#<yyyy-mm-dd>#<shard>`: one shard of a day's aggregates, beside the totals (lambdas/src/data/totals.ts). */
  day: 'DAY#',
  /** A game server key's one sort key: `GAME#KEY#<keyId>` / `KEY`. */
  gameKey: 'KEY',
  /** A link request's: `GAME#LINKREQ#<deviceCodeHash>` / `LINKREQ`. */
  gameLinkRequest: 'LINKREQ',
  /** A user code's: `GAME#CODE#<userCode>` / `CODE`. */
  gameUserCode: 'CODE',
  /** An access token's: `GAME#TOKEN#<accessTokenHash>` / `TOKEN`. */
  gameAccessToken: 'TOKEN',
  /** A linked game account's entitlements: `GAME#PLAYER#<platform>#<playerId>` / `ENTITLEMENT`. */
  gamePlayer: 'ENTITLEMENT',
  /** `GAMELINK#<platform>`: the supporter's game account on that platform, under `USER#<sub>`. */
  gameLink: 'GAMELINK#',
  /** `USER#<sub>` / `GAMELINKS`: the version moved by each link and unlink of the user (lambdas/src/data/game-links.ts). */
  gameLinksVersion: 'GAMELINKS',
  /** The change feed's counter: `GAME#FEED` / `HEAD`. */
  gameFeedHead: 'HEAD',
  /** `EMAILPREFS#USER#<sub>` / `EMAIL_PREFS`: the supporter's email choice, development updates on or off (lambdas/src/data/email-preferences.ts). */
  emailPreferences: 'EMAIL_PREFS',
  /** A suppressed address's one sort key: `SUPPRESSION#<email lower>` / `SUPPRESSION`. */
  suppression: 'SUPPRESSION',
  /** `CHANGE#<seq, 15 digits>`: one change of the feed. */
  gameChange: 'CHANGE#',
  /** An update's one sort key: `UPDATE#<id>` / `UPDATE`. */
  update: 'UPDATE',
  /** A slug's: `UPDATESLUG#<slug>` / `SLUG`. */
  updateSlug: 'SLUG',
  /** A creator code's item: `CHECKOUT#CODE#<CODE>` / `CREATOR_CODE`. */
  creatorCode: 'CREATOR_CODE',
  /** A gift's item: `CHECKOUT#GIFT#<giftId>` / `GIFT`; and `CHECKOUT#<sessionId>` / `GIFT` names the gift a session paid for. */
  gift: 'GIFT',
  /** `CHECKOUT#GIFT#<giftId>` / `UNCLAIMED`: present while a paid gift waits to be claimed (in the sweep's and the recipient's lists). */
  giftUnclaimed: 'UNCLAIMED',
  /** `CHECKOUT#GIFT#<giftId>` / `REFUND_DUE`: a cancelled gift whose refund is not stored yet (in gsi1 GIFT_REFUNDS_DUE). */
  giftRefundDue: 'REFUND_DUE',
  /** `HOLD#<holdId>`: one use of a creator code held by an open checkout, under the code. */
  creatorCodeHold: 'HOLD#',
  /** A setup reminder's one sort key: `REMINDER#<sub>` / `SETUP`. */
  setupReminder: 'SETUP',
  /** `GOALS` / `GOAL#<id>`: one community goal. */
  goal: 'GOAL#',
  /** `GOALS` / `HEAD`: the goals' version, moved by every goal write so that they are serialised. */
  goalsHead: 'HEAD',
} as const;

/** The reconciler's one item: where an unfinished run stopped (under the payments prefix its writes are fenced to). */
export const RECONCILE_CURSOR_KEY = { pk: `${PARTITION.checkout}reconciler`, sk: SORT_KEY.reconcileCursor } as const;
