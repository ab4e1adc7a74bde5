import { TIER_IDS, type TierId } from './tiers';

/** How long the public wall may be kept by browsers and CloudFront: the API's Cache-Control and the CDN agree. */
export const WALL_CACHE_SECONDS = 60;

/** The wall's order of tiers: MVP first, down to Bench Player. */
export const WALL_TIER_ORDER: readonly TierId[] = [...TIER_IDS].reverse();

/** What decides whether, and where, a supporter's nickname is on the public gym wall. */
export interface WallStanding {
  /** The supporter's own choice (off unless they opted in). */
  showOnWall: boolean;
  /** An admin hid the nickname: it never appears publicly, whatever the supporter chose. */
  hidden: boolean;
  /** The nickname from their tier setup; none before the setup exists. */
  nickname: string | null;
}

/**
 * The tier a supporter is listed under on the wall, or null when they are not on it: opted in, not
 * hidden, with a nickname, and listed under the tier they own now (it follows upgrades and refunds).
 */
export function wallTierOf(standing: WallStanding, ownedTierId: TierId | null): TierId | null {
  if (!standing.showOnWall || standing.hidden || !standing.nickname) return null;
  return ownedTierId;
}
