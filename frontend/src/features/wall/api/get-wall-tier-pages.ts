import type { WallTier } from '@shared/api/types/wall';
import type { TierId } from '@shared/tiers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wallKeys } from './wall-keys';

/** GET /wall?tierId=&cursor=: the page of one tier after `cursor`. */
async function getWallTierPage(tierId: TierId, cursor: string): Promise<WallTier> {
  const { tiers } = await api('GET /wall', { query: { tierId, cursor } });
  return tiers[0] ?? { tierId, count: 0, nicknames: [] };
}

const wallTierPagesOptions = (tierId: TierId, firstCursor: string) =>
  infiniteQueryOptions({
    queryKey: wallKeys.tierPages(tierId, firstCursor),
    queryFn: ({ pageParam }) => getWallTierPage(tierId, pageParam),
    initialPageParam: firstCursor,
    getNextPageParam: (last) => last.cursor,
  });

/** A tier's further pages, fetched only once the visitor asks for more (`enabled`). */
export function useWallTierPages(tierId: TierId, firstCursor: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    ...wallTierPagesOptions(tierId, firstCursor ?? ''),
    enabled: enabled && firstCursor !== undefined,
  });
}
