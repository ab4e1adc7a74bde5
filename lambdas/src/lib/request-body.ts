import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BadRequestError, UnsupportedMediaTypeError } from './errors';

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

// Middy's parser (with its prototype-pollution guard) does the parsing; its 422 answers become the
// one 400 the spec's clients expect. The content type is checked by isJsonContentType below instead,
// so the 415 carries our own message.
const parser = httpJsonBodyParser<APIGatewayProxyEventV2>({ disableContentTypeCheck: true });

/** True for `application/json`, with or without parameters such as `; charset=utf-8`. */
function isJsonContentType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Parses the body as a JSON object. A body not declared as `application/json` is a 415, so a form
 * post or a text/plain request (which a browser sends cross-site without a CORS preflight) never
 * reaches a handler; anything else wrong with it (missing, malformed, not an object) is a 400.
 */
export function jsonObjectBody(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request: Request) => {
      // Headers are lower-cased by the header normalizer. A request without any body and without a
      // content type is told the body is missing (400), which says more than a 415 would.
      const contentType = request.event.headers?.['content-type'];
      const hasBody = request.event.body != null && request.event.body !== '';
      if ((hasBody || contentType !== undefined) && !isJsonContentType(contentType)) {
        throw new UnsupportedMediaTypeError();
      }
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
