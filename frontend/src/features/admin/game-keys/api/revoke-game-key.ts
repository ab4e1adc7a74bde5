import type { GameKeyRevokedResponse } from '@shared/api/types/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function revokeGameKey(keyId: string): Promise<GameKeyRevokedResponse> {
  return api('DELETE /admin/game-keys/{keyId}', { params: { keyId } });
}

/** Revokes a game server key: it stops working at once. The list reloads. Toasts are the caller's. */
export function useRevokeGameKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGameKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.gameKeys() }),
  });
}
