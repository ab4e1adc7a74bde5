import { wallQuerySchema } from '@shared/schemas/wall';
import { readWall, readWallTier } from '../../data/wall';
import { defineRoute } from '../../lib/http';
import { json, WALL_CACHE_CONTROL } from '../../lib/responses';

/** GET /wall: the public gym wall, or one tier's next page; the same for everyone, so CloudFront caches it. */
export const getWall = defineRoute('GET /wall', { query: wallQuerySchema }, async ({ query }) => {
  const body = query.tierId ? await readWallTier(query.tierId, query.cursor) : await readWall();
  return json(200, body, { 'cache-control': WALL_CACHE_CONTROL });
});
