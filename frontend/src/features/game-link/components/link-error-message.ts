import { GAME_MESSAGES } from '@shared/game-messages';
import { ApiError } from '@/lib/api-client';

/** The store's answer to a code it will not take (bad, used or expired, too many tries): not a failure to log. */
export function isCodeRefusal(error: Error | null): error is ApiError {
  return error instanceof ApiError && error.status < 500;
}

/** The store's refusal in its own words; anything else asks to try again. */
export function linkErrorMessage(error: Error): string {
  return isCodeRefusal(error) ? error.message : GAME_MESSAGES.linkFailed;
}
