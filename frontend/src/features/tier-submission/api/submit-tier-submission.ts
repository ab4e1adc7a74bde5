import type { TierSubmissionResponse } from '@shared/api/types/account';
import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** PUT /me/tier-submission: creates the setup for the owned tier (409 once one exists). */
function submitTierSubmission(body: TierSubmissionRequest): Promise<TierSubmissionResponse> {
  return api('PUT /me/tier-submission', { body });
}

export function useSubmitTierSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTierSubmission,
    // GET /me carries the submission: the dashboard and this screen must see it as locked now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
