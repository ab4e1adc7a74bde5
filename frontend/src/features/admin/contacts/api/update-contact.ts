import type { ContactPatchResponse } from '@shared/api/types/admin';
import type { ContactPatchRequest } from '@shared/schemas/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

interface UpdateContactInput {
  id: string;
  patch: ContactPatchRequest;
}

function updateContact({ id, patch }: UpdateContactInput): Promise<ContactPatchResponse> {
  return api('PATCH /admin/contacts/{id}', { params: { id }, body: patch });
}

/** Saves one change to a submission; the lists and the audit log reload afterwards. Toasts are the caller's. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: async () => {
      // A status change moves the overview's Pending Contacts count too, and every change is audited.
      await Promise.all(
        [adminKeys.contacts(), adminKeys.overview(), adminKeys.audit()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
