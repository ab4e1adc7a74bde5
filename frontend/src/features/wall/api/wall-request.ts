import type { WallResponse } from '@shared/api/types/wall';
import { api } from '@/lib/api-client';

/**
 * GET /wall: the counts and every tier's newest names, MVP first. A module of its own, without the
 * query library: the page's fill script (src/wall-fill-entry.ts) asks it before the app runs.
 */
export function getWall(): Promise<WallResponse> {
  return api('GET /wall');
}
