import type { AdminUpdateResponse } from '@shared/api/types/updates';
import type { UpdateDraftInput } from '@shared/schemas/updates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

function createUpdate(body: UpdateDraftInput): Promise<AdminUpdateResponse> {
  return api('POST /admin/updates', { body });
}

/** Saves a new draft; its page then opens on the answer without reading it again. Toasts are the caller's. */
export function useCreateUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpdate,
    onSuccess: (answer) => {
      queryClient.setQueryData(updateKeys.detail(answer.update.id), answer);
      return queryClient.invalidateQueries({ queryKey: updateKeys.list() });
    },
  });
}
