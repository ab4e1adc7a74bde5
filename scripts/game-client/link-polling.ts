/** Polling a link request until the player linked, cancelled, or the code expired (RFC 8628 section 3.4-3.5). */
import type { Entitlements } from '@shared/api/types/game';
import { oauthErrorBodySchema, tokenResponseSchema } from '@shared/schemas/game-responses';
import type { Clock } from './clock';
import { type GameApi, type GameApiAnswer, isRetryable, messageOf } from './game-api';
import { waitAfterFailure, waitSeconds } from './retry-wait';

export type PollOutcome =
  /** The access token itself is a secret the caller would keep, never print; this client keeps none. */
  | { outcome: 'linked'; entitlements: Entitlements; accessTokenExpiresIn: number }
  | { outcome: 'denied' }
  | { outcome: 'expired' }
  /** invalid_grant: the code is unknown, already used, or another key's; polling again cannot help. */
  | { outcome: 'invalid' }
  | { outcome: 'failed'; status: number; message: string };

/** RFC 8628 section 3.5: every slow_down adds 5 seconds to the interval, for all later polls. */
const SLOW_DOWN_SECONDS = 5;

/**
 * Polls with `deviceCode`, waiting `interval` seconds before each poll (more after slow_down, a 429's
 * Retry-After, and a backoff after 5xx or no answer), until a final answer or until `expiresIn` seconds
 * passed. Every answer (or network failure) goes to `onAnswer`.
 */
export async function pollUntilLinked(
  api: GameApi,
  deviceCode: string,
  options: { interval: number; expiresIn?: number },
  clock: Clock,
  onAnswer: (answer: GameApiAnswer | Error) => void,
): Promise<PollOutcome> {
  const deadline = options.expiresIn === undefined ? Number.POSITIVE_INFINITY : clock.now() + options.expiresIn * 1000;
  let interval = options.interval;
  let failures = 0;
  let wait = interval;
  for (;;) {
    if (clock.now() + wait * 1000 > deadline) return { outcome: 'expired' };
    await clock.sleep(wait * 1000);

    const answer = await api.pollLink(deviceCode).catch((error: Error) => error);
    onAnswer(answer);
    if (isRetryable(answer)) {
      failures += 1;
      // A 429's Retry-After is kept, but never sooner than the interval RFC 8628 asks every poll to keep.
      wait = waitAfterFailure(answer, waitSeconds(interval, failures), interval);
      continue;
    }
    failures = 0;
    const reply = answer as GameApiAnswer;
    const token = tokenResponseSchema.safeParse(reply.body);
    if (reply.status === 200 && token.success) {
      return { outcome: 'linked', entitlements: token.data.entitlements, accessTokenExpiresIn: token.data.expires_in };
    }
    const refused = oauthErrorBodySchema.safeParse(reply.body);
    switch (reply.status === 400 && refused.success ? refused.data.error : undefined) {
      case 'authorization_pending':
        break;
      case 'slow_down':
        interval += SLOW_DOWN_SECONDS;
        break;
      case 'access_denied':
        return { outcome: 'denied' };
      case 'expired_token':
        return { outcome: 'expired' };
      case 'invalid_grant':
        return { outcome: 'invalid' };
      default:
        return { outcome: 'failed', status: reply.status, message: messageOf(reply) };
    }
    wait = interval;
  }
}
