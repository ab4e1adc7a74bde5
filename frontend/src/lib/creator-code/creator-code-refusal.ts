import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { ApiError } from '../api-client';
import type { CreatorCode } from './use-creator-code';

/**
 * Hands a checkout's answer about its creator code to the code's own state: a refused code (400) to
 * `refused`, which forgets it and says why; a code not checked because too many were (429) to
 * `rateLimited`, which keeps it and says when to try again. True when the answer was the code's.
 */
export function handOverCreatorCodeRefusal(
  error: Error,
  { refused, rateLimited }: Pick<CreatorCode, 'refused' | 'rateLimited'>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 400 && error.message === CREATOR_CODE_MESSAGES.invalid) {
    refused(error.message);
    return true;
  }
  if (error.status === 429 && error.message === CREATOR_CODE_MESSAGES.tooManyLookups) {
    rateLimited(error);
    return true;
  }
  return false;
}
