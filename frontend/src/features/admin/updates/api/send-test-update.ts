import type { UpdateTestResponse } from '@shared/api/types/updates';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function sendTestUpdate(updateId: string): Promise<UpdateTestResponse> {
  return api('POST /admin/updates/{updateId}/test', { params: { updateId } });
}

/** Emails the saved draft to the signed-in admin's own address. */
export function useSendTestUpdate() {
  return useMutation({ mutationFn: sendTestUpdate });
}
