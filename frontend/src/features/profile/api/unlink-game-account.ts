import type { UnlinkResponse } from '@shared/api/types/game';
import type { GamePlatform } from '@shared/game-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** DELETE /me/game-accounts/{platform}: the supporter unlinks their game account on a platform. */
function unlinkGameAccount(platform: GamePlatform): Promise<UnlinkResponse> {
  return api('DELETE /me/game-accounts/{platform}', { params: { platform } });
}

export function useUnlinkGameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGameAccount,
    // GET /me lists the linked game accounts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
