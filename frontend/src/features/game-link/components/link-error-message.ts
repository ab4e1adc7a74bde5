import { GAME_MESSAGES } from '@shared/game-messages';
import { ApiError } from '@/lib/api-client';

/** The store's refusal in its own words (bad, used or expired code, too many tries); anything else asks to try again. */
export function linkErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status < 500 ? error.message : GAME_MESSAGES.linkFailed;
}
