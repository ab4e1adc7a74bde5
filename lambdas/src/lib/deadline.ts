import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';

/**
 * Kept back from the Lambda's remaining time: when retries give up at the deadline, the handler
 * still has this long to answer (a Stripe hang becomes the spec's 502) and to log, so an invocation
 * ends in our answer and never in a Lambda timeout.
 */
export const SAFETY_MARGIN_MS = 1_000;

/**
 * The budget when no Lambda context tells the time left (tests that call data modules directly,
 * scripts): the API Lambdas' 10 s timeout (infra/lib/store-function.ts) less the margin.
 */
export const FALLBACK_BUDGET_MS = 9_000;

const invocationDeadline = new AsyncLocalStorage<number>();

/** The time (ms since the epoch) by which an invocation stops retrying: its remaining time less the margin. */
function deadlineOf(context: Partial<Pick<Context, 'getRemainingTimeInMillis'>> | undefined): number {
  const remaining = context?.getRemainingTimeInMillis?.();
  return Date.now() + (remaining === undefined ? FALLBACK_BUDGET_MS : remaining - SAFETY_MARGIN_MS);
}

/**
 * Runs each invocation of a handler with its deadline, which retry() finds wherever it is called
 * below (handlers, payments, data modules) without passing it down. Concurrent invocations in one
 * process (the local API server, tests) each keep their own.
 */
export function withDeadline<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  return (event, context) => invocationDeadline.run(deadlineOf(context), () => handler(event, context));
}

/** The current invocation's deadline; outside one, the fallback budget from now. */
export function currentDeadline(): number {
  return invocationDeadline.getStore() ?? Date.now() + FALLBACK_BUDGET_MS;
}
