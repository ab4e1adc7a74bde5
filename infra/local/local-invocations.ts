/**
 * The local API's own paths: Lambda's Invoke API as cognito-local calls it for triggers, and the
 * stand-ins for what EventBridge and the schedules invoke in the cloud (Stripe and SES events, the
 * reconciler, the update sender, the setup reminder sweep, the goal publisher).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteKey } from '@shared/api/routes';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { StripeUnavailableError } from '../../lambdas/src/payments/stripe-client';
import { describeError, errorMessage, errorName, INTERNAL_ERROR_BODY } from './handler-failures';
import type { HandlerName, LoadHandler } from './handler-modules';
import { readBody, sendJson } from './http-io';
import { lambdaContext, type StripeEventLike, stripeEventBridgeEvent } from './lambda-events';
import { runUpdateSender } from './update-send-runs';

/** What the local paths use of the API server's options (ApiServerOptions). */
export interface LocalHandlers {
  loadHandler: LoadHandler;
  invokableFunctions: Record<string, HandlerName>;
  afterHandler?: (key?: RouteKey) => void;
}

type Log = (line: string) => void;

/** Lambda's Invoke API (RequestResponse) as the AWS SDK used by cognito-local calls it. */
export async function lambdaInvoke(
  options: LocalHandlers,
  log: Log,
  functionName: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const name = options.invokableFunctions[functionName];
  if (!name) {
    return sendJson(
      response,
      404,
      { Type: 'User', message: `Function not found: ${functionName}` },
      { 'x-amzn-errortype': 'ResourceNotFoundException' },
    );
  }
  const payload = JSON.parse((await readBody(request)) || '{}');
  try {
    const handler = await options.loadHandler(name);
    const result = await handler(payload, lambdaContext(`d1-local-${name}`));
    sendJson(response, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    // A trigger may have queued an email (the custom email sender's codes): send it now, as the stream would.
    options.afterHandler?.();
  } catch (error) {
    log(`[api] ${name} trigger failed: ${describeError(error)}`);
    const errorBody = { errorType: errorName(error), errorMessage: errorMessage(error) };
    // Lambda reports a function error as 200 with this header; the caller decides what it means.
    sendJson(response, 200, errorBody, { 'x-amz-function-error': 'Unhandled' });
  }
}

/** A Stripe event from the stand-in, delivered as EventBridge delivers it in the cloud. */
export async function stripeEvent(
  options: LocalHandlers,
  log: Log,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const event = JSON.parse(await readBody(request)) as StripeEventLike;
  try {
    const handler = await options.loadHandler('stripe-events');
    await handler(stripeEventBridgeEvent(event), lambdaContext('d1-local-stripe-events'));
    sendJson(response, 200, { received: true });
    options.afterHandler?.();
  } catch (error) {
    log(`[api] stripe-events (${event.type}) failed: ${describeError(error)}`);
    sendJson(response, 500, INTERNAL_ERROR_BODY);
  }
}

/** An SES bounce or complaint, wrapped as EventBridge delivers the configuration set's events. */
export async function sesEvent(options: LocalHandlers, log: Log, request: IncomingMessage, response: ServerResponse) {
  const detail = JSON.parse(await readBody(request)) as { eventType?: string };
  try {
    const handler = await options.loadHandler('ses-events');
    await handler(
      { source: 'aws.ses', 'detail-type': `Email ${detail.eventType}`, detail },
      lambdaContext('d1-local-ses-events'),
    );
    sendJson(response, 200, { received: true });
  } catch (error) {
    log(`[api] ses-events (${detail.eventType}) failed: ${describeError(error)}`);
    sendJson(response, 500, INTERNAL_ERROR_BODY);
  }
}

/** The update sender's scheduled run: every update being sent whose lease is free carries on. */
export async function runUpdates(options: LocalHandlers, log: Log, response: ServerResponse) {
  try {
    sendJson(response, 200, await runUpdateSender(options.loadHandler));
    options.afterHandler?.();
  } catch (error) {
    log(`[api] update-sender failed: ${describeError(error)}`);
    sendJson(response, 500, INTERNAL_ERROR_BODY);
  }
}

/** The scheduled reconciler, as EventBridge Scheduler invokes it in the cloud. */
export async function reconcile(options: LocalHandlers, log: Log, response: ServerResponse) {
  try {
    const handler = await options.loadHandler('reconciler');
    sendJson(response, 200, await handler({ source: 'local' }, lambdaContext('d1-local-reconciler')));
    options.afterHandler?.();
  } catch (error) {
    log(`[api] reconciler failed: ${describeError(error)}`);
    // Stripe being down is a known dependency failure, answered as the payment routes answer it.
    if (error instanceof StripeUnavailableError) {
      return sendJson(response, 502, { message: CHECKOUT_MESSAGES.reconcileFailed });
    }
    sendJson(response, 500, INTERNAL_ERROR_BODY);
  }
}

/** The scheduled setup reminder sweep, as EventBridge invokes it in the cloud. */
export async function sweepReminders(
  options: LocalHandlers,
  log: Log,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { now } = JSON.parse((await readBody(request)) || '{}') as { now?: unknown };
  const event = { source: 'local', ...(typeof now === 'string' ? { now } : {}) };
  try {
    const handler = await options.loadHandler('setup-reminders');
    sendJson(response, 200, await handler(event, lambdaContext('d1-local-setup-reminders')));
    options.afterHandler?.();
  } catch (error) {
    log(`[api] setup reminders failed: ${describeError(error)}`);
    sendJson(response, 500, INTERNAL_ERROR_BODY);
  }
}

/** The goal publisher's scheduled run, as its EventBridge rule invokes it in the cloud; answers the pages it wrote. */
export async function publishGoals(options: LocalHandlers, log: Log, response: ServerResponse) {
  try {
    const handler = await options.loadHandler('goal-pages');
    sendJson(response, 200, await handler({ source: 'local' }, lambdaContext('d1-local-goal-pages')));
  } catch (error) {
    log(`[api] goal pages failed: ${describeError(error)}`);
    sendJson(response, 500, INTERNAL_ERROR_BODY);
  }
}
