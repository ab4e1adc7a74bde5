import type * as z from 'zod/mini';
import type { GamePlatform } from '../../game-messages';
import type {
  changesResponseSchema,
  deliveriesResponseSchema,
  deviceAuthorizationResponseSchema,
  entitlementsSchema,
  gameChangeSchema,
  gameChangeTypeSchema,
  oauthErrorBodySchema,
  oauthErrorSchema,
  tokenResponseSchema,
} from '../../schemas/game-responses';

/**
 * In-game delivery (docs/game-integration.md): the game servers' API under /game/v1, the supporter's
 * linked game accounts and the admin's game server keys. Times are ISO-8601 UTC. The game API's answers
 * are the outputs of their schemas (shared/schemas/game-responses.ts), which the OpenAPI document describes.
 */

// POST /game/v1/link-requests (RFC 8628 section 3.2)
export type DeviceAuthorizationResponse = z.output<typeof deviceAuthorizationResponseSchema>;

/** What a linked game account is entitled to now: its supporter's owned tier's benefits. */
export type Entitlements = z.output<typeof entitlementsSchema>;

// POST /game/v1/link-requests/token: 200 once linked (RFC 6749 section 5.1); otherwise an OAuth error.
export type TokenResponse = z.output<typeof tokenResponseSchema>;
export type OAuthErrorCode = z.output<typeof oauthErrorSchema>;
export type OAuthErrorBody = z.output<typeof oauthErrorBodySchema>;

// GET /.well-known/oauth-authorization-server (RFC 8414)
export interface AuthorizationServerMetadata {
  issuer: string;
  device_authorization_endpoint: string;
  token_endpoint: string;
  token_endpoint_auth_methods_supported: string[];
  grant_types_supported: string[];
  response_types_supported: string[];
  scopes_supported: string[];
  service_documentation: string;
}

// GET /game/v1/players/{platform}/{playerId}/entitlements (304 on If-None-Match with the current ETag)
export type EntitlementsResponse = Entitlements;

// GET /game/v1/changes
export type GameChangeType = z.output<typeof gameChangeTypeSchema>;
export type GameChange = z.output<typeof gameChangeSchema>;
export type ChangesResponse = z.output<typeof changesResponseSchema>;

// POST /game/v1/deliveries
export type DeliveriesResponse = z.output<typeof deliveriesResponseSchema>;

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
