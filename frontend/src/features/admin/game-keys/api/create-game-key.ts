import type { GameKeyCreatedResponse } from '@shared/api/types/game';
import type { GameKeyCreateBody } from '@shared/schemas/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function createGameKey(body: GameKeyCreateBody): Promise<GameKeyCreatedResponse> {
  return api('POST /admin/game-keys', { body });
}

/** Creates a named game server key; the answer holds the key itself, once. The list reloads. Toasts are the caller's. */
export function useCreateGameKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGameKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.gameKeys() }),
  });
}
