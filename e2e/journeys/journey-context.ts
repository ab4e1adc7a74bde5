/**
 * What a journey gets: the stack, its API, and browsers of its own. Nothing passes from one journey
 * to the next: each makes its own supporters and data, and its browsers are closed when it ends,
 * so the journeys pass alone and in any order.
 */
import { randomUUID } from 'node:crypto';
import type { TwoStepLogin } from '../../infra/local/cognito-setup';
import type { StackFile } from '../../infra/local/stack-file';
import type { Actor, E2eBrowser } from '../support/browser';
import { signIn } from '../support/person';
import { type Login, StoreApi, type Ticket } from '../support/store-api';

export interface Journey {
  stack: StackFile;
  api: StoreApi;
  /** The seeded admin, with the authenticator key its sign-in codes come from. */
  admin: TwoStepLogin;
  /** The seeded demo supporter, who is not an admin. */
  demo: Login;
  /** The code in the newest verification email to this address, from the local inbox. */
  confirmationCode(email: string): Promise<string>;
  /** A fresh browser for someone not signed in. */
  visitor(): Promise<Actor>;
  /** A fresh browser, signed in with this login through the sign-in form. */
  signedIn(login: Login): Promise<Actor>;
}

export interface JourneyRun extends Journey {
  /** Where each of the journey's browsers is, and what its page last logged: printed when the journey fails. */
  report(): string;
  /** Closes the journey's browsers. */
  close(): Promise<void>;
}

export function startJourney(
  stack: StackFile,
  browser: E2eBrowser,
  confirmationCode: (email: string) => Promise<string>,
): JourneyRun {
  const actors: Actor[] = [];
  const visitor = async () => {
    const actor = await browser.newActor();
    actors.push(actor);
    return actor;
  };
  return {
    stack,
    api: new StoreApi(stack),
    admin: stack.users.admin,
    demo: stack.users.demo,
    confirmationCode,
    visitor,
    async signedIn(login) {
      const actor = await visitor();
      await signIn(actor.page, login, login.email === stack.users.admin.email ? '/admin' : '/dashboard');
      return actor;
    },
    report() {
      return actors
        .map((actor, index) =>
          [`browser ${index + 1} at ${actor.page.url()}`, ...actor.console.map((line) => `  ${line}`)].join('\n'),
        )
        .join('\n');
    },
    async close() {
      await Promise.all(actors.map((actor) => actor.context.close()));
    },
  };
}

/** A support ticket with a subject and name no other journey uses. */
export function newTicket(): Ticket & { note: string; response: string } {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Fan ${id}`,
    subject: `Jersey size ${id}`,
    message: 'Can I still change the size of my premium jersey?',
    note: `Internal: check the print queue before answering ${id}`,
    response: 'Yes: sizes are chosen at launch, nothing to do yet.',
  };
}
