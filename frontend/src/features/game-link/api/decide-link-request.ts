import type { LinkDecisionResponse } from '@shared/api/types/game';
import type { LinkDecisionBody } from '@shared/schemas/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** POST /me/link-requests/{userCode}: link the game account, or cancel. */
function decideLinkRequest({
  userCode,
  decision,
}: { userCode: string } & LinkDecisionBody): Promise<LinkDecisionResponse> {
  return api('POST /me/link-requests/{userCode}', { params: { userCode }, body: { decision } });
}

export function useDecideLinkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLinkRequest,
    // GET /me lists the linked game accounts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
