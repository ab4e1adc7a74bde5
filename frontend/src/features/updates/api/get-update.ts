import type { PublishedUpdateResponse } from '@shared/api/types/updates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { updatesKeys } from './updates-keys';

/** GET /updates/{slug}: 404 for no such sent update, 403 for a supporters-only one the reader may not see. */
function getUpdate(slug: string): Promise<PublishedUpdateResponse> {
  return api('GET /updates/{slug}', { params: { slug } });
}

const updateQueryOptions = (slug: string, readerId: string | null) =>
  queryOptions({ queryKey: updatesKeys.one(slug, readerId), queryFn: () => getUpdate(slug) });

export function useUpdate(slug: string) {
  const { status, user } = useAuth();
  return useQuery({ ...updateQueryOptions(slug, user?.userId ?? null), enabled: status !== 'loading' });
}
