import type { AdminCreatorCodeResponse } from '@shared/api/types/creator-codes';
import type { CreatorCodeCreateInput } from '@shared/schemas/creator-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCodeKeys } from './creator-code-keys';

function createCreatorCode(body: CreatorCodeCreateInput): Promise<AdminCreatorCodeResponse> {
  return api('POST /admin/creator-codes', { body });
}

/** Creates a creator code (and its Stripe promotion code); the list reloads. Toasts are the caller's. */
export function useCreateCreatorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreatorCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorCodeKeys.list() }),
  });
}
