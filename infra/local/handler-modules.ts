/**
 * Loads the Lambda handler modules by their entry paths (lambdas/src/handlers/entries.ts), the same
 * files CDK bundles. A module that fails to load (e.g. mid-edit) is retried on the next call.
 */
import { AREAS, type Area } from '@shared/api/routes';
import {
  CUSTOM_EMAIL_SENDER_ENTRY,
  EMAIL_SENDER_ENTRY,
  GOAL_PAGES_ENTRY,
  HTTP_ENTRIES,
  POST_CONFIRMATION_ENTRY,
  RECONCILER_ENTRY,
  SES_EVENTS_ENTRY,
  SETUP_REMINDERS_ENTRY,
  STRIPE_EVENTS_ENTRY,
  UPDATE_SENDER_ENTRY,
} from '../../lambdas/src/handlers/entries';
import { fromRoot } from './paths';

// Lambda handlers take (event, context); their result types differ per handler.
export type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;

export type HandlerName =
  | Area
  | 'stripe-events'
  | 'post-confirmation'
  | 'custom-email-sender'
  | 'reconciler'
  | 'email-sender'
  | 'ses-events'
  | 'update-sender'
  | 'setup-reminders'
  | 'goal-pages';

export type LoadHandler = (name: HandlerName) => Promise<LambdaHandler>;

const HANDLER_ENTRIES: Record<HandlerName, string> = {
  ...HTTP_ENTRIES,
  'stripe-events': STRIPE_EVENTS_ENTRY,
  'post-confirmation': POST_CONFIRMATION_ENTRY,
  'custom-email-sender': CUSTOM_EMAIL_SENDER_ENTRY,
  reconciler: RECONCILER_ENTRY,
  'email-sender': EMAIL_SENDER_ENTRY,
  'ses-events': SES_EVENTS_ENTRY,
  'update-sender': UPDATE_SENDER_ENTRY,
  'setup-reminders': SETUP_REMINDERS_ENTRY,
  'goal-pages': GOAL_PAGES_ENTRY,
};

export const HANDLER_NAMES = [
  ...AREAS,
  'stripe-events',
  'post-confirmation',
  'custom-email-sender',
  'reconciler',
  'email-sender',
  'ses-events',
  'update-sender',
  'setup-reminders',
  'goal-pages',
] as HandlerName[];

/** A loader with one cached import per handler. Call only after the Lambdas' env vars are set. */
export function handlerLoader(): LoadHandler {
  const cache = new Map<HandlerName, Promise<LambdaHandler>>();
  return (name) => {
    let loading = cache.get(name);
    if (!loading) {
      loading = importHandler(HANDLER_ENTRIES[name]);
      loading.catch(() => cache.delete(name));
      cache.set(name, loading);
    }
    return loading;
  };
}

async function importHandler(entry: string): Promise<LambdaHandler> {
  const module = (await import(fromRoot(entry))) as { handler?: unknown; default?: { handler?: unknown } };
  // A module loaded through CommonJS interop can arrive wrapped in `default`; accept both shapes.
  const handler = module.handler ?? module.default?.handler;
  if (typeof handler !== 'function') throw new Error(`${entry} does not export a handler function`);
  return handler as LambdaHandler;
}
