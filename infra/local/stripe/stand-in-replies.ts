/**
 * How the stand-in writes its answers: a handled request's reply, each object in it with every field
 * Stripe always sends (stripe-fields.ts), or the error a request ended in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirect, sendJson } from '../http-io';
import type { Reply } from './route-replies';
import { StripeApiError } from './stripe-errors';
import { withEveryField } from './stripe-fields';

export function send(response: ServerResponse, reply: Reply): void {
  if (reply.kind === 'json') {
    sendJson(response, reply.statusCode, withEveryField(reply.body), reply.headers);
    return;
  }
  if (reply.kind === 'redirect') {
    redirect(response, reply.location);
    return;
  }
  if (reply.kind === 'text') {
    sendPage(response, reply.statusCode, 'text/plain; charset=utf-8', reply.text);
    return;
  }
  sendPage(response, reply.statusCode, 'text/html; charset=utf-8', reply.html);
}

function sendPage(response: ServerResponse, statusCode: number, contentType: string, body: string): void {
  response.writeHead(statusCode, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(body);
}

/** A request that threw: Stripe's error body for a StripeApiError or a malformed body, else a logged 500. */
export function sendFailure(
  request: IncomingMessage,
  response: ServerResponse,
  error: unknown,
  log: (line: string) => void,
): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  if (error instanceof StripeApiError) {
    sendJson(response, error.statusCode, error.toBody(), error.headers);
    return;
  }
  if (error instanceof SyntaxError) {
    sendJson(response, 400, new StripeApiError(400, `Invalid request body: ${error.message}`).toBody());
    return;
  }
  log(`[stripe] ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
  sendJson(response, 500, { error: { type: 'api_error', message: 'The local Stripe stand-in failed.' } });
}
