import type { RouteDef } from '@shared/api/routes';
import type { AccountStanding } from '../data/account-standing';
import { UnauthorizedError } from './errors';

/** A handler of a route that reads its own standing returned without confirming it: a programming error. */
export class StandingUnconfirmedError extends Error {
  constructor() {
    super('The handler returned without confirming the caller’s standing');
    this.name = 'StandingUnconfirmedError';
  }
}

/** A deleted account's token is refused like a bad one (the token outlives the account by up to an hour). */
export function refuseDeleted(account: AccountStanding): void {
  if (account.deleted) throw new UnauthorizedError();
}

/**
 * Fails the Lambda at start when the route table lets a route read its own standing that may not:
 * the admin area's session check needs the standing before the handler, and the deletion serves a
 * deleted account.
 */
export function checkReadsOwnStanding(route: Pick<RouteDef, 'access' | 'area' | 'finishesDeletion'>): void {
  if (route.access !== 'user' || route.area === 'admin' || route.finishesDeletion) {
    throw new Error('Only a signed-in route outside the admin area, and not the deletion, may read its own standing');
  }
}

/**
 * The caller's standing, left by authorize to a handler that reads the profile item itself: the
 * handler confirms it from what it read, and authorize fails the request (500) if the handler
 * returned without doing so, so a forgotten check never serves a deleted account's data.
 */
export class StandingCheck {
  #confirmed = false;

  /** Refuses a deleted account as authorize does for every other route, else lets the response go. */
  confirm(account: AccountStanding): void {
    refuseDeleted(account);
    this.#confirmed = true;
  }

  requireConfirmed(): void {
    if (!this.#confirmed) throw new StandingUnconfirmedError();
  }
}
