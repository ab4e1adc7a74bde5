/** The examples the game API's OpenAPI document shows (game-openapi.ts), each an answer of its schema. */
import { GAME_MESSAGES } from '../game-messages';
import { HTTP_MESSAGES } from '../http-messages';
import { entitlementOf } from '../tiers';
import type {
  ChangesResponse,
  DeliveriesResponse,
  Entitlements,
  LinkRequestResponse,
  LinkTokenErrorBody,
  LinkTokenResponse,
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

/** The examples the document shows, each an answer of its schema (checked by the document's tests). */
export const EXAMPLES = {
  linkRequestBody: { platform: 'steam', playerId: '76561198000000001', displayName: 'Splash Bro' },
  linkRequest: {
    deviceCode: 'f3Yq8Lk2Zp0Xw5Rb7Nc1Vh4Tj9Md6Gs',
    userCode: 'BCDF-GHJK',
    verificationUri: 'https://d1gang.example/link',
    verificationUriComplete: 'https://d1gang.example/link?code=BCDF-GHJK',
    expiresIn: 600,
    interval: 5,
  } satisfies LinkRequestResponse,
  linkTokenBody: { deviceCode: 'f3Yq8Lk2Zp0Xw5Rb7Nc1Vh4Tj9Md6Gs' },
  linked: { linked: true, entitlements: EXAMPLE_ENTITLEMENTS } satisfies LinkTokenResponse,
  pending: {
    error: 'authorization_pending',
    message: 'The player has not entered the code yet.',
  } satisfies LinkTokenErrorBody,
  slowDown: {
    error: 'slow_down',
    message: 'Polling too fast: wait 5 more seconds between polls.',
  } satisfies LinkTokenErrorBody,
  denied: { error: 'access_denied', message: 'The player cancelled the link.' } satisfies LinkTokenErrorBody,
  expired: { error: 'expired_token', message: 'The code expired: ask for a new one.' } satisfies LinkTokenErrorBody,
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
  invalidKey: { message: GAME_MESSAGES.invalidKey },
  rateLimited: { message: GAME_MESSAGES.keyRateLimited },
  notLinked: { message: GAME_MESSAGES.notLinked },
  invalidCursor: { message: HTTP_MESSAGES.invalidCursor },
  unsupportedMediaType: { message: HTTP_MESSAGES.unsupportedMediaType },
} as const;
