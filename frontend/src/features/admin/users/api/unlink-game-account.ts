import type { UnlinkResponse } from '@shared/api/types/game';
import type { GamePlatform } from '@shared/game-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

interface UnlinkGameAccountInput {
  userId: string;
  platform: GamePlatform;
}

function unlinkGameAccount({ userId, platform }: UnlinkGameAccountInput): Promise<UnlinkResponse> {
  return api('DELETE /admin/users/{userId}/game-accounts/{platform}', { params: { userId, platform } });
}

/** Unlinks a supporter's game account; the user's detail and the audit log reload. Toasts are the caller's. */
export function useUnlinkGameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGameAccount,
    onSuccess: async (_, { userId }) => {
      await Promise.all(
        [adminKeys.user(userId), adminKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
