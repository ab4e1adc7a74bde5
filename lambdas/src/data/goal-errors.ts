import { GOAL_MESSAGES } from '@shared/goal-messages';
import { DomainError } from './errors';

/** What the goal writes refuse, in the admin's words; each names its HTTP status, as data/errors.ts says. */

/** No goal by that id (deleted meanwhile, or never made). */
export class GoalNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(GOAL_MESSAGES.notFound, options);
  }
}

/** Another goal has the amount: the bar would pass both at once. */
export class GoalAmountTakenError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GOAL_MESSAGES.amountTaken, options);
  }
}

/** The goal was edited since the admin read it: their edit would overwrite another admin's. */
export class GoalChangedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GOAL_MESSAGES.changedElsewhere, options);
  }
}

/** An order that does not list exactly the goals there are now (one was added or deleted meanwhile). */
export class GoalOrderStaleError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GOAL_MESSAGES.orderStale, options);
  }
}

/** The list holds as many goals as it may. */
export class GoalLimitError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GOAL_MESSAGES.tooMany, options);
  }
}
