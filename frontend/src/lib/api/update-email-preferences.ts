import type { EmailPreferencesResponse } from '@shared/api/types/account';
import type { EmailPreferencesRequest } from '@shared/schemas/email-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { meKeys } from '../query-keys';

/** PUT /me/email-preferences: development updates by email on or off. */
function updateEmailPreferences(body: EmailPreferencesRequest): Promise<EmailPreferencesResponse> {
  return api('PUT /me/email-preferences', { body });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    // GET /me carries the choice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
