import type middy from '@middy/core';
import { HttpError } from './errors';
import { logger } from './logger';
import { json } from './responses';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Turns a thrown error into the response: typed errors keep their status and, unless they are 5xx
 * errors not marked `expose`, their message; anything else is logged and answered with a bare 500
 * that reveals nothing internal.
 */
export function errorResponse(): middy.MiddlewareObj {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error('Request failed', { error });
        request.response = json(error.status, { message: error.expose ? error.message : INTERNAL_ERROR_MESSAGE });
        return;
      }
      logger.error('Unhandled error', { error });
      request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
    },
  };
}
