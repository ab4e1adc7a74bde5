import type { WallModerationResponse } from '@shared/api/types/admin';
import type { WallModerationRequest } from '@shared/schemas/wall';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

interface ModerateWallInput {
  userId: string;
  moderation: WallModerationRequest;
}

function moderateWall({ userId, moderation }: ModerateWallInput): Promise<WallModerationResponse> {
  return api('PATCH /admin/users/{userId}/wall', { params: { userId }, body: moderation });
}

/** Hides or shows a supporter's nickname on the gym wall; the user's detail reloads. Toasts are the caller's. */
export function useModerateWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateWall,
    onSuccess: (_, { userId }) => queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }),
  });
}
