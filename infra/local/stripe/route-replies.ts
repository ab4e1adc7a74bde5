/** What a route of the stand-in hands back: the reply to send and the events to deliver after it. */
import type { StripeEvent } from './stripe-objects';

export type Reply =
  | { kind: 'json'; statusCode: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'html'; statusCode: number; html: string }
  | { kind: 'text'; statusCode: number; text: string }
  | { kind: 'redirect'; location: string };

export interface Handled {
  reply: Reply;
  /** Delivered in order before the reply is sent. */
  events: StripeEvent[];
}

export interface RequestParts {
  method: string;
  path: string[];
  contentType: string;
  body: string;
}

export function json(body: unknown, events: StripeEvent[] = []): Handled {
  return { reply: { kind: 'json', statusCode: 200, body }, events };
}

export function html(statusCode: number, page: string): Handled {
  return { reply: { kind: 'html', statusCode, html: page }, events: [] };
}

export function text(statusCode: number, body: string): Handled {
  return { reply: { kind: 'text', statusCode, text: body }, events: [] };
}

export function redirect(location: string, events: StripeEvent[] = []): Handled {
  return { reply: { kind: 'redirect', location }, events };
}
