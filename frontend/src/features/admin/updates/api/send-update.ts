import type { AdminUpdateResponse } from '@shared/api/types/updates';
import type { UpdateSendRequest } from '@shared/schemas/updates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

interface SendUpdate extends UpdateSendRequest {
  updateId: string;
}

function sendUpdate({ updateId, expectedRecipients }: SendUpdate): Promise<AdminUpdateResponse> {
  return api('POST /admin/updates/{updateId}/send', { params: { updateId }, body: { expectedRecipients } });
}

/**
 * Starts the send, if the recipients are still the number the admin confirmed. The update's page
 * turns to its progress on the answer. Toasts are the caller's.
 */
export function useSendUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUpdate,
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
