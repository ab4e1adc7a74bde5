import { ApiError } from '@/lib/api-client';

/**
 * The answers that say why this gift cannot be read or claimed by the caller (another address, no such
 * gift, claimed by someone else, cancelled), in the words the page shows; any other answer is a failure
 * worth a retry.
 */
export function isGiftRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && [403, 404, 409, 410].includes(error.status);
}
