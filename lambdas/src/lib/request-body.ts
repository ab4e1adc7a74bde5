import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BadRequestError } from './errors';

/** The largest request body any route accepts (the longest form is far below this). */
const MAX_BODY_BYTES = 64 * 1024;

type Request = middy.Request<APIGatewayProxyEventV2>;

/** Refuses bodies over MAX_BODY_BYTES before anything reads them. */
export function bodySizeGuard(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }: Request) => {
      if (event.body == null) return;
      const bytes = Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
      if (bytes > MAX_BODY_BYTES) throw new BadRequestError(HTTP_MESSAGES.bodyTooLarge);
    },
  };
}

// Middy's parser (with its prototype-pollution guard) does the parsing; its 415/422 answers become
// the one 400 the spec's clients expect. The content type is not enforced: the body must be JSON anyway.
const parser = httpJsonBodyParser<APIGatewayProxyEventV2>({ disableContentTypeCheck: true });

/** Parses the body as a JSON object; anything else (missing, malformed, not an object) is a 400. */
export function jsonObjectBody(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request: Request) => {
      try {
        await parser.before?.(request);
      } catch (error) {
        throw new BadRequestError(HTTP_MESSAGES.invalidBody, { cause: error });
      }
      const body: unknown = request.event.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new BadRequestError(HTTP_MESSAGES.invalidBody);
      }
    },
  };
}
