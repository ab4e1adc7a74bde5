import type { UnsubscribeResponse } from '@shared/api/types/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /email/unsubscribe: development updates or setup reminders off for the signed token's user, no sign-in. */
function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api('POST /email/unsubscribe', { query: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
