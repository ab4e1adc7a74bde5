import type { AdminContactResponse } from '@shared/api/types/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function getContact(id: string): Promise<AdminContactResponse> {
  return api('GET /admin/contacts/{id}', { params: { id } });
}

const contactQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.contact(id), queryFn: () => getContact(id) });

/** One contact submission, by its id. */
export function useContact(id: string) {
  return useQuery(contactQueryOptions(id));
}
