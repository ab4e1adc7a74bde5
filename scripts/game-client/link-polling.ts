/** Polling a link request until the player linked, cancelled, or the code expired (RFC 8628 section 3.4-3.5). */
import type { Entitlements } from '@shared/api/types/game';
import { linkTokenErrorBodySchema, linkTokenResponseSchema } from '@shared/schemas/game-responses';
import type { Clock } from './clock';
import { type GameApi, type GameApiAnswer, isRetryable, messageOf } from './game-api';
import { waitSeconds } from './retry-wait';

export type PollOutcome =
  | { outcome: 'linked'; entitlements: Entitlements }
  | { outcome: 'denied' }
  | { outcome: 'expired' }
  | { outcome: 'failed'; status: number; message: string };

/** RFC 8628 section 3.5: every slow_down adds 5 seconds to the interval, for all later polls. */
const SLOW_DOWN_SECONDS = 5;

/**
 * Polls with `deviceCode`, waiting `interval` seconds before each poll (more after slow_down, and
 * backing off after 429, 5xx or no answer), until a final answer or until `expiresIn` seconds passed.
 * Every answer (or network failure) goes to `onAnswer`.
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
  for (;;) {
    const wait = waitSeconds(interval, failures) * 1000;
    if (clock.now() + wait > deadline) return { outcome: 'expired' };
    await clock.sleep(wait);

    const answer = await api.pollLink(deviceCode).catch((error: Error) => error);
    onAnswer(answer);
    if (isRetryable(answer)) {
      failures += 1;
      continue;
    }
    failures = 0;
    const reply = answer as GameApiAnswer;
    const linked = linkTokenResponseSchema.safeParse(reply.body);
    if (reply.status === 200 && linked.success) return { outcome: 'linked', entitlements: linked.data.entitlements };
    const pending = linkTokenErrorBodySchema.safeParse(reply.body);
    if (reply.status !== 400 || !pending.success) {
      return { outcome: 'failed', status: reply.status, message: messageOf(reply) };
    }
    switch (pending.data.error) {
      case 'authorization_pending':
        break;
      case 'slow_down':
        interval += SLOW_DOWN_SECONDS;
        break;
      case 'access_denied':
        return { outcome: 'denied' };
      case 'expired_token':
        return { outcome: 'expired' };
    }
  }
}
