import type { TierId } from '../../tiers';

/** The gym wall: GET /wall, and the wall choice the supporter's and the admin's views show. Times are ISO-8601 UTC. */

/** Whether the supporter opted in to the wall, and whether an admin hid their nickname. */
export interface WallChoiceState {
  showOnWall: boolean;
  hidden: boolean;
}

// GET /wall
export interface WallNickname {
  nickname: string;
  /** When the supporter went on the wall. */
  since: string;
}
/** Where a supporter is listed on the wall, for their own page to highlight. */
export interface WallSpot extends WallNickname {
  tierId: TierId;
}
export interface WallTier {
  tierId: TierId;
  count: number;
  /** Newest first. */
  nicknames: WallNickname[];
  /** Pass back with ?tierId= for this tier's next page; absent on its last page. */
  cursor?: string;
}
export interface WallResponse {
  total: number;
  /** MVP first, down to Bench Player. */
  tiers: WallTier[];
}
