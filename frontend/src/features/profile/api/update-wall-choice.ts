import type { WallChoiceResponse } from '@shared/api/types/account';
import type { WallChoiceRequest } from '@shared/schemas/wall';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** PATCH /me/wall: the supporter's gym wall choice, the one part of a locked setup they may change. */
function updateWallChoice(body: WallChoiceRequest): Promise<WallChoiceResponse> {
  return api('PATCH /me/wall', { body });
}

export function useUpdateWallChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWallChoice,
    // GET /me carries the choice and the spot the wall page highlights.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
