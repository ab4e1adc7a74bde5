import { HttpError } from './errors';
import { GAME_API_REALM } from './oauth-error';

/** RFC 6750 §3.1's error codes a bearer credential is refused with. */
type BearerErrorCode = 'invalid_token' | 'insufficient_scope';

/**
 * A game route's refusal of its bearer credential, with RFC 6750 §3's `WWW-Authenticate: Bearer`
 * challenge: 401 without one or with a bad one (`invalid_token` when one came), 403 for a player's
 * token where it does not reach (`insufficient_scope`). The body keeps the API's `{ message }`.
 */
export class BearerChallengeError extends HttpError {
  constructor(status: 401 | 403, code: BearerErrorCode | null, message: string) {
    const challenge = code ? `Bearer realm="${GAME_API_REALM}", error="${code}"` : `Bearer realm="${GAME_API_REALM}"`;
    super(status, message, { headers: { 'www-authenticate': challenge } });
  }
}
