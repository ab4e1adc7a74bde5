import type { PublishedUpdatesResponse } from '@shared/api/types/updates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { updatesKeys } from './updates-keys';

/** GET /updates: the sent updates the reader may see, newest first. */
function getUpdates(): Promise<PublishedUpdatesResponse> {
  return api('GET /updates');
}

const updatesQueryOptions = (readerId: string | null) =>
  queryOptions({ queryKey: updatesKeys.list(readerId), queryFn: getUpdates });

/** Asked once the session is known, so a supporter's first answer already holds their updates. */
export function useUpdates() {
  const { status, user } = useAuth();
  return useQuery({ ...updatesQueryOptions(user?.userId ?? null), enabled: status !== 'loading' });
}
