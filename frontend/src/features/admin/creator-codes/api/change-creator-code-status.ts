import type { AdminCreatorCodeResponse } from '@shared/api/types/creator-codes';
import type { CreatorCodeStatus } from '@shared/creator-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCodeKeys } from './creator-code-keys';

function changeCreatorCodeStatus({
  code,
  status,
}: {
  code: string;
  status: CreatorCodeStatus;
}): Promise<AdminCreatorCodeResponse> {
  return api('PATCH /admin/creator-codes/{code}', { params: { code }, body: { status } });
}

/** Pauses or resumes a creator code; the list reloads. Toasts are the caller's. */
export function useChangeCreatorCodeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCreatorCodeStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorCodeKeys.list() }),
  });
}
