import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Community goals (docs/payments.md §Community goals): the amounts the store's raised total is heading
 * for, each with what it unlocks, set by the admin and shown on the landing page and the gym wall.
 */
export const GOAL_LIMITS = {
  /** $10,000,000, in cents. */
  amountMaxCents: 1_000_000_000,
  unlocksMax: 120,
  /** Goals at most: a reorder writes them all in one transaction (DynamoDB takes 100 items). */
  maxGoals: 50,
} as const;

// The admin's messages stay English, as the admin panel does.
export const GOAL_MESSAGES = {
  // The admin's form and the admin Lambda (400s).
  amountInvalid: 'Enter a whole-dollar amount from $1 to $10,000,000.',
  unlocksRequired: 'Say what the goal unlocks.',
  unlocksTooLong: 'Use at most 120 characters for what the goal unlocks.',
  unlocksNotAllowed: 'Remove the hidden or control characters from what the goal unlocks.',
  versionInvalid: 'Reload the goals, then make your change again.',
  orderInvalid: 'List every goal once to order them.',
  /** A 409: two goals may not share an amount (the bar would reach both at once). */
  amountTaken: 'Another goal already has this amount. Choose a different amount.',
  /** A 409: the goal was edited since the admin loaded it; nothing was saved. */
  changedElsewhere:
    'Another admin changed this goal meanwhile. Reload the goals to see their change, then make yours again.',
  /** A 409: a goal was added or deleted since the admin loaded the list; the order was not saved. */
  orderStale: 'The goals changed while you were ordering them. Reload the goals and try again.',
  notFound: 'Goal not found',
  /** A 409: the list is full. */
  tooMany: 'You can set up to 50 goals. Delete one to add another.',

  // The admin panel.
  loading: 'Loading the goals...',
  loadFailed: 'We could not load the goals.',
  empty: 'No goals yet',
  emptyLead: 'Add the first goal: an amount and what the community unlocks when the total raised reaches it.',
  created: 'Goal added. The landing page and the gym wall show it within five minutes.',
  saved: 'Goal saved. The landing page and the gym wall show it within five minutes.',
  deleted: 'Goal deleted.',
  reordered: 'Goal order saved. The landing page and the gym wall show it within five minutes.',
  saveFailed: 'The goal was not saved. Please try again.',
  orderFailed: 'The new order was not saved. Please try again.',
  deleteFailed: 'The goal was not deleted. Please try again.',
  deleteTitle: 'Delete this goal?',
  deleteLead: 'It leaves the landing page and the gym wall within five minutes. The audit log keeps a record of it.',

  // The public goal section (landing page and gym wall), in the page's language: getters, read when shown.
  // shared/goal-section.ts names the language itself (the goal publisher writes every language's pages).
  get title() {
    return m.goals_title();
  },
  get lead() {
    return m.goals_lead();
  },
  get nextGoal() {
    return m.goals_next_goal();
  },
  get allReached() {
    return m.goals_all_reached();
  },
  get reached() {
    return m.goals_reached();
  },
  /** Shown in place of the bar before the admin sets any goal. */
  get noGoals() {
    return m.goals_no_goals();
  },
  get footnote() {
    return m.goals_footnote();
  },
} as const;
