import type { GamePlatform } from '../../game-messages';
import type { BenefitId, TierId } from '../../tiers';

/**
 * In-game delivery (docs/game-integration.md): the game servers' API under /game/v1, the supporter's
 * linked game accounts and the admin's game server keys. Times are ISO-8601 UTC.
 */

// POST /game/v1/link-requests (RFC 8628 §3.2, in the API's camelCase)
export interface LinkRequestResponse {
  /** The game server's secret for polling; never shown to the player. */
  deviceCode: string;
  /** What the player types on the site: ABCD-EFGH. */
  userCode: string;
  verificationUri: string;
  /** The same page with the code filled in (for a QR code). */
  verificationUriComplete: string;
  /** Seconds until the codes expire. */
  expiresIn: number;
  /** Seconds to wait between polls. */
  interval: number;
}

/** What a linked game account is entitled to now: its supporter's owned tier's benefits. */
export interface Entitlements {
  linked: true;
  platform: GamePlatform;
  playerId: string;
  tierId: TierId | null;
  benefits: BenefitId[];
  /** The supporter's nickname from their tier setup, or null before the setup. */
  nickname: string | null;
  /** MVP only: the name on the back of the premium jersey, or null. */
  jerseyName: string | null;
  /** Goes up by one at every change of these entitlements, and past every earlier one on a new link; the ETag carries it. */
  revision: number;
  updatedAt: string;
}

// POST /game/v1/link-requests/token: 200 once linked; otherwise 400 with RFC 8628 §3.5's error code.
export interface LinkTokenResponse {
  linked: true;
  entitlements: Entitlements;
}
export type LinkTokenError = 'authorization_pending' | 'slow_down' | 'access_denied' | 'expired_token';
export interface LinkTokenErrorBody {
  error: LinkTokenError;
  message: string;
}

// GET /game/v1/players/{platform}/{playerId}/entitlements (304 on If-None-Match with the current ETag)
export type EntitlementsResponse = Entitlements;

// GET /game/v1/changes
export type GameChangeType = 'linked' | 'unlinked' | 'granted' | 'changed' | 'revoked';
export interface GameChange {
  /** The change's place in the feed: a number as a string, strictly increasing. */
  id: string;
  type: GameChangeType;
  platform: GamePlatform;
  playerId: string;
  /** The entitlement after the change (null and [] once unlinked or revoked). */
  tierId: TierId | null;
  benefits: BenefitId[];
  at: string;
}
export interface ChangesResponse {
  changes: GameChange[];
  /** Pass back as ?after= for the next page; the same cursor when nothing new came. */
  nextCursor: string;
  hasMore: boolean;
}

// POST /game/v1/deliveries
export interface DeliveriesResponse {
  /** How many of the ids were changes of the feed (now marked delivered); unknown ids are ignored. */
  delivered: number;
}

/** A game account linked to a supporter, as the profile and the admin's user detail show it. */
export interface GameAccount {
  platform: GamePlatform;
  playerId: string;
  displayName: string;
  linkedAt: string;
  /** When the game server last confirmed it applied a change for this account, or null. */
  lastDeliveredAt: string | null;
}

// GET /me/link-requests/{userCode}
export interface PendingLinkResponse {
  platform: GamePlatform;
  displayName: string;
  expiresAt: string;
}

// POST /me/link-requests/{userCode}
export interface LinkDecisionResponse {
  /** The account now linked, or null when the supporter cancelled. */
  linked: GameAccount | null;
}

// DELETE /me/game-accounts/{platform} and DELETE /admin/users/{userId}/game-accounts/{platform}
export interface UnlinkResponse {
  unlinked: GameAccount;
}

/** A game server key as the admin's list shows it (never the key itself). */
export interface GameKeySummary {
  keyId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

// GET /admin/game-keys
export interface GameKeysResponse {
  /** Newest first. */
  keys: GameKeySummary[];
}

// POST /admin/game-keys
export interface GameKeyCreatedResponse {
  key: GameKeySummary;
  /** The key itself, `d1g_sk_…`: in this answer only. */
  secret: string;
}

// DELETE /admin/game-keys/{keyId}
export interface GameKeyRevokedResponse {
  key: GameKeySummary;
}
