import type { AdminUpdateResponse } from '@shared/api/types/updates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

/** How often the page of an update being sent reads its progress again. */
const PROGRESS_POLL_MS = 2000;

function getUpdate(updateId: string): Promise<AdminUpdateResponse> {
  return api('GET /admin/updates/{updateId}', { params: { updateId } });
}

const updateQueryOptions = (updateId: string) =>
  queryOptions({
    queryKey: updateKeys.detail(updateId),
    queryFn: () => getUpdate(updateId),
    refetchInterval: (query) => (query.state.data?.update.status === 'sending' ? PROGRESS_POLL_MS : false),
  });

/** One update; while it is being sent, read again every 2 s for its progress, until it is sent. */
export function useUpdate(updateId: string) {
  return useQuery(updateQueryOptions(updateId));
}
