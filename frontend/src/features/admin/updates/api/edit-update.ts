import type { AdminUpdateResponse } from '@shared/api/types/updates';
import type { UpdateDraftInput } from '@shared/schemas/updates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
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
    // A 409 may mean the update is no longer a draft: its page reads it again and shows what it is now.
    onError: (error, { updateId }) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: updateKeys.detail(updateId) });
    },
  });
}
