import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { withDeadline } from './deadline';
import { logger } from './logger';
import { metrics } from './metrics';

/** A Lambda handler as the runtime (and the local stack) calls it. */
export type LambdaHandler<E, R> = (event: E, context: Context) => Promise<R>;

/**
 * The one middy stack every Lambda of the store is built with: the logger learns the invocation
 * first, the business metrics it stored are published when it ends (metrics.ts), then the given
 * middlewares run in order. HTTP areas add their normalizers, body guard and
 * error response (see http.ts); the stripe-events Lambda adds only the payment secrets. Each
 * invocation runs with its deadline (deadline.ts), which bounds every retry below it.
 */
export function withLambdaStack<E, R>(
  handler: LambdaHandler<E, R>,
  middlewares: readonly middy.MiddlewareObj<E, R>[],
): LambdaHandler<E, R> {
  const stacked = middy<E, R>(handler)
    .use(injectLambdaContext(logger) as middy.MiddlewareObj<E, R>)
    .use(publishMetrics<E, R>());
  for (const middleware of middlewares) stacked.use(middleware);
  return withDeadline(stacked as unknown as LambdaHandler<E, R>);
}

/**
 * Publishes the business metrics the invocation stored, when it ends (success or error), as
 * Powertools' `logMetrics` does; unlike it, an invocation that stored none (most reads) logs nothing.
 */
function publishMetrics<E, R>(): middy.MiddlewareObj<E, R> {
  const publish = async () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}
