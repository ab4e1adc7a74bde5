import type { WallResponse } from '@shared/api/types/wall';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wallKeys } from './wall-keys';

/** GET /wall: the counts and every tier's newest names, MVP first. */
function getWall(): Promise<WallResponse> {
  return api('GET /wall');
}

const wallQueryOptions = () => queryOptions({ queryKey: wallKeys.overview(), queryFn: getWall });

export function useWall() {
  return useQuery(wallQueryOptions());
}
