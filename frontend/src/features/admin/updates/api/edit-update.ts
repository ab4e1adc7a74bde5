import type { AdminUpdateResponse } from '@shared/api/types/updates';
import type { UpdateDraftInput } from '@shared/schemas/updates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

interface EditUpdate {
  updateId: string;
  draft: UpdateDraftInput;
}

function editUpdate({ updateId, draft }: EditUpdate): Promise<AdminUpdateResponse> {
  return api('PUT /admin/updates/{updateId}', { params: { updateId }, body: draft });
}

/** Saves a draft's changes (refused once it is being sent). Toasts are the caller's. */
export function useEditUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUpdate,
    onSuccess: (answer) => {
      queryClient.setQueryData(updateKeys.detail(answer.update.id), answer);
      return queryClient.invalidateQueries({ queryKey: updateKeys.list() });
    },
  });
}
