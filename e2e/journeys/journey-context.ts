/** What the journeys share: one stack, one browser, and the people who use the store during the run. */
import { randomUUID } from 'node:crypto';
import type { StackFile } from '../../infra/local/stack-file';
import type { Actor, E2eBrowser } from '../support/browser';
import { signIn } from '../support/person';
import { type Login, StoreApi } from '../support/store-api';

export interface JourneyContext {
  /** Makes this run's names and addresses unique. */
  runId: string;
  stack: StackFile;
  api: StoreApi;
  browser: E2eBrowser;
  confirmationCode(email: string): Promise<string>;
  /** The supporter who signs up in the first journey (a new address every run). */
  supporter: Login;
  actors: Partial<Record<'supporter' | 'admin' | 'demo' | 'visitor', Actor>>;
  /** The Starter checkout, paid in the purchase journey; its return page is reloaded later. */
  starterSessionId?: string;
  /** The supporter's ticket, opened on /contact and answered by the admin. */
  ticket: { name: string; subject: string; message: string; note: string; response: string };
}

export function createJourneyContext(
  stack: StackFile,
  browser: E2eBrowser,
  confirmationCode: (email: string) => Promise<string>,
): JourneyContext {
  const id = randomUUID().slice(0, 8);
  return {
    runId: id,
    stack,
    api: new StoreApi(stack),
    browser,
    confirmationCode,
    supporter: { email: `fan-${id}@example.com`, password: `Hoops-${id}!` },
    actors: {},
    ticket: {
      name: `Fan ${id}`,
      subject: `Jersey size ${id}`,
      message: 'Can I still change the size of my premium jersey?',
      note: `Internal: check the print queue before answering ${id}`,
      response: 'Yes: sizes are chosen at launch, nothing to do yet.',
    },
  };
}

/** The supporter's browser, signed in during the sign-up journey. */
export function supporterActor(context: JourneyContext): Actor {
  const actor = context.actors.supporter;
  if (!actor) throw new Error('The supporter has no signed-in browser: the sign-up journey did not complete.');
  return actor;
}

/** A browser signed in as one of the seeded users, made the first time it is needed. */
export async function seededActor(context: JourneyContext, who: 'admin' | 'demo'): Promise<Actor> {
  const existing = context.actors[who];
  if (existing) return existing;
  const actor = await context.browser.newActor();
  await signIn(actor.page, context.stack.users[who]);
  context.actors[who] = actor;
  return actor;
}
