import type { PendingLinkResponse } from '@shared/api/types/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Not under the user's own keys: a link invalidates those, and a used code must not be looked up again.
const linkRequestKeys = {
  all: ['link-requests'] as const,
  byCode: (userCode: string) => [...linkRequestKeys.all, userCode] as const,
};

/** GET /me/link-requests/{userCode}: the game account a code would link. */
function getLinkRequest(userCode: string): Promise<PendingLinkResponse> {
  return api('GET /me/link-requests/{userCode}', { params: { userCode } });
}

// Every lookup counts against the supporter's tries (10 per 10 minutes): look once, when asked.
const linkRequestQueryOptions = (userCode: string) =>
  queryOptions({
    queryKey: linkRequestKeys.byCode(userCode),
    queryFn: () => getLinkRequest(userCode),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The pending link request of a code the supporter entered; idle until there is one. */
export function useLinkRequest(userCode: string | null) {
  return useQuery({ ...linkRequestQueryOptions(userCode ?? ''), enabled: userCode !== null });
}
