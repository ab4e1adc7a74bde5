import type middy from '@middy/core';
import type { OAuthErrorBody, OAuthErrorCode } from '@shared/api/types/game';
import { OAUTH_ERROR_DESCRIPTIONS } from '@shared/game-messages';
import { LinkTokenRefusedError } from '../data/errors';
import { BadRequestError } from './errors';
import { json } from './responses';

/** The realm the device flow's endpoints name when they ask for client credentials. */
export const GAME_API_REALM = 'D1 Gang game API';

/**
 * An error of the device authorization or token endpoint, in RFC 6749 §5.2's terms: its code and
 * description, answered 400, or 401 for `invalid_client` (with the Basic challenge RFC 6749 asks for).
 */
export class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  readonly status: 400 | 401;

  /** `description` defaults to the code's own; `invalid_request` names the parameter at fault instead. */
  constructor(code: OAuthErrorCode, description?: string, options?: ErrorOptions) {
    super(description ?? OAUTH_ERROR_DESCRIPTIONS[code as Exclude<OAuthErrorCode, 'invalid_request'>], options);
    this.name = 'OAuthError';
    this.code = code;
    this.status = code === 'invalid_client' ? 401 : 400;
  }
}

/** The OAuth error a thrown error stands for on these endpoints, or null for one answered as anywhere else. */
function asOAuthError(error: unknown): OAuthError | null {
  if (error instanceof OAuthError) return error;
  if (error instanceof LinkTokenRefusedError) return new OAuthError(error.code, error.message, { cause: error });
  // The form's own checks (a missing or malformed parameter) speak RFC 6749's invalid_request.
  if (error instanceof BadRequestError) return new OAuthError('invalid_request', error.message, { cause: error });
  return null;
}

/**
 * Answers the device flow's endpoints' errors as RFC 6749 §5.2 says: `{ error, error_description }`,
 * never cached. Anything else (a rate limit, a server fault) is left to the area's error response.
 */
export function oauthErrorResponse(): middy.MiddlewareObj {
  return {
    onError: (request) => {
      const error = asOAuthError(request.error);
      if (!error) return;
      const body: OAuthErrorBody = { error: error.code, error_description: error.message };
      // json() already says cache-control: no-store; RFC 6749 §5.1 asks for Pragma too.
      request.response = json(error.status, body, {
        pragma: 'no-cache',
        ...(error.status === 401 ? { 'www-authenticate': `Basic realm="${GAME_API_REALM}"` } : {}),
      });
    },
  };
}
