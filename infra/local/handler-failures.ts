/** How the local API answers and logs a handler that threw. */
import { HTTP_MESSAGES } from '@shared/http-messages';

/** A handler that throws answers as the handlers' own error response does: nothing internal. */
export const INTERNAL_ERROR_BODY = { message: HTTP_MESSAGES.internal };

/** The error for the log: its stack when it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'Error';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
