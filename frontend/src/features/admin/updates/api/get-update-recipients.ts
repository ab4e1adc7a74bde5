import type { UpdateRecipientsResponse } from '@shared/api/types/updates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

function getUpdateRecipients(updateId: string): Promise<UpdateRecipientsResponse> {
  return api('GET /admin/updates/{updateId}/recipients', { params: { updateId } });
}

const recipientsQueryOptions = (updateId: string) =>
  queryOptions({
    queryKey: updateKeys.recipients(updateId),
    queryFn: () => getUpdateRecipients(updateId),
    // The confirmation names the number as it is now, never a remembered one.
    staleTime: 0,
    gcTime: 0,
  });

/** How many supporters the update would go to now; read only while `enabled` (the confirmation is open). */
export function useUpdateRecipients(updateId: string, enabled: boolean) {
  return useQuery({ ...recipientsQueryOptions(updateId), enabled });
}
