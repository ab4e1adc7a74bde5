/** The examples the game API's OpenAPI document shows (game-openapi.ts), each an answer of its schema. */
import { GAME_API_MESSAGES, OAUTH_ERROR_DESCRIPTIONS, PLAYER_TOKEN_MESSAGES } from '../game-messages';
import { HTTP_MESSAGES } from '../http-messages';
import { entitlementOf } from '../tiers';
import type {
  ChangesResponse,
  DeliveriesResponse,
  DeviceAuthorizationResponse,
  Entitlements,
  OAuthErrorBody,
  OAuthErrorCode,
  TokenResponse,
} from './types/game';

const EXAMPLE_ENTITLEMENTS = {
  linked: true,
  platform: 'steam',
  playerId: '76561198000000001',
  tierId: 'starter',
  benefits: entitlementOf('starter'),
  nickname: 'Splash Bro',
  jerseyName: null,
  revision: 3,
  updatedAt: '2026-11-20T18:04:05.000Z',
} satisfies Entitlements;

function oauthError(code: Exclude<OAuthErrorCode, 'invalid_request'>): OAuthErrorBody {
  return { error: code, error_description: OAUTH_ERROR_DESCRIPTIONS[code] };
}

/** The examples the document shows, each an answer of its schema (checked by the document's tests). */
export const EXAMPLES = {
  linkRequestBody: { platform: 'steam', player_id: '76561198000000001', display_name: 'Splash Bro' },
  linkRequest: {
    device_code: 'f3Yq8Lk2Zp0Xw5Rb7Nc1Vh4Tj9Md6GsQe2Ua8Oi3Ly7Ex',
    user_code: 'BCDF-GHJK',
    verification_uri: 'https://d1gang.example/link',
    verification_uri_complete: 'https://d1gang.example/link?code=BCDF-GHJK',
    expires_in: 600,
    interval: 5,
  } satisfies DeviceAuthorizationResponse,
  linkTokenBody: {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: 'f3Yq8Lk2Zp0Xw5Rb7Nc1Vh4Tj9Md6GsQe2Ua8Oi3Ly7Ex',
  },
  linked: {
    access_token: 'd1g_at_Xq3Lw8Nf0Tb5Ry2Kc7Vm4Hp9Jd1Gs6Ze3Ua8Oi2Ly7Ex',
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'entitlements',
    entitlements: EXAMPLE_ENTITLEMENTS,
  } satisfies TokenResponse,
  pending: oauthError('authorization_pending'),
  slowDown: oauthError('slow_down'),
  denied: oauthError('access_denied'),
  expired: oauthError('expired_token'),
  invalidGrant: oauthError('invalid_grant'),
  invalidClient: oauthError('invalid_client'),
  invalidRequest: {
    error: 'invalid_request',
    error_description: 'player_id is required',
  } satisfies OAuthErrorBody,
  entitlements: EXAMPLE_ENTITLEMENTS,
  changes: {
    changes: [
      {
        id: '41',
        type: 'granted',
        platform: 'steam',
        playerId: '76561198000000001',
        tierId: 'bench-player',
        benefits: entitlementOf('bench-player'),
        at: '2026-11-20T18:00:00.000Z',
      },
      {
        id: '42',
        type: 'revoked',
        platform: 'xbox',
        playerId: '2535405290000000',
        tierId: null,
        benefits: [],
        at: '2026-11-20T18:02:00.000Z',
      },
    ],
    nextCursor: '42',
    hasMore: false,
  } satisfies ChangesResponse,
  deliveriesBody: { changeIds: ['41', '42'] },
  deliveries: { delivered: 2 } satisfies DeliveriesResponse,
  invalidBody: { message: 'platform must be one of steam, epic, xbox, psn, dev' },
  invalidKey: { message: GAME_API_MESSAGES.invalidKey },
  otherPlayer: { message: PLAYER_TOKEN_MESSAGES.otherPlayer },
  rateLimited: { message: GAME_API_MESSAGES.keyRateLimited },
  notLinked: { message: GAME_API_MESSAGES.notLinked },
  invalidCursor: { message: HTTP_MESSAGES.invalidCursor },
  unsupportedMediaType: { message: HTTP_MESSAGES.unsupportedMediaType },
} as const;
