import type { LanguageChoiceResponse } from '@shared/api/types/account';
import type { LanguageChoiceRequest } from '@shared/schemas/language-choice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** PUT /me/language: the language the store writes to the supporter in. */
function updateLanguage(body: LanguageChoiceRequest): Promise<LanguageChoiceResponse> {
  return api('PUT /me/language', { body });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    // GET /me carries the language on the profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
