import type { GameKeysResponse } from '@shared/api/types/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function getGameKeys(): Promise<GameKeysResponse> {
  return api('GET /admin/game-keys');
}

const gameKeysQueryOptions = () => queryOptions({ queryKey: adminKeys.gameKeys(), queryFn: getGameKeys });

/** Every game server key, newest first, revoked ones included (never the keys themselves). */
export function useGameKeys() {
  return useQuery(gameKeysQueryOptions());
}
