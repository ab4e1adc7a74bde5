/** The game API's routes over fetch, with the game server key (docs/game-integration.md). */

import { basicAuthorization, keyIdOf } from '@shared/game-client-credentials';
import type { GamePlatform } from '@shared/game-messages';
import { DEVICE_CODE_GRANT_TYPE, PLAYER_SCOPE } from '@shared/schemas/game';
import { errorBodySchema, oauthErrorBodySchema } from '@shared/schemas/game-responses';
import type { Connection } from './connection';

/** One answer of the API: its status, its JSON body (null when it has none), its ETag and its Retry-After. */
export interface GameApiAnswer {
  status: number;
  body: unknown;
  etag: string | null;
  /** Retry-After in seconds, or null without one (an HTTP date is not read: the API sends seconds). */
  retryAfter: number | null;
}

export type GameApi = ReturnType<typeof createGameApi>;

/**
 * The message of an error answer: the OAuth error and its description (the device flow's endpoints),
 * the message (every other route), or the status when the body holds neither.
 */
export function messageOf(answer: GameApiAnswer): string {
  const oauth = oauthErrorBodySchema.safeParse(answer.body);
  if (oauth.success) return `${oauth.data.error}: ${oauth.data.error_description}`;
  const parsed = errorBodySchema.safeParse(answer.body);
  return parsed.success ? parsed.data.message : `HTTP ${answer.status}`;
}

/** Whether a later try may get another answer: rate limited, a server error, or no answer at all. */
export function isRetryable(answer: GameApiAnswer | Error): boolean {
  return answer instanceof Error || answer.status === 429 || answer.status >= 500;
}

function secondsOf(retryAfter: string | null): number | null {
  return retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
}

interface Sent {
  authorization: string;
  contentType?: string;
  body?: string;
  headers?: Record<string, string>;
}

export function createGameApi({ apiUrl, key }: Connection, fetch: typeof globalThis.fetch = globalThis.fetch) {
  const bearer = `Bearer ${key}`;
  const clientCredentials = basicAuthorization(keyIdOf(key), key);

  async function send(method: 'GET' | 'POST', path: string, sent: Sent): Promise<GameApiAnswer> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: sent.authorization,
        ...(sent.contentType !== undefined ? { 'content-type': sent.contentType } : {}),
        ...sent.headers,
      },
      ...(sent.body !== undefined ? { body: sent.body } : {}),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return {
      status: response.status,
      body: text === '' ? null : isJson ? JSON.parse(text) : text,
      etag: response.headers.get('etag'),
      retryAfter: secondsOf(response.headers.get('retry-after')),
    };
  }

  /** The device flow's endpoints (RFC 8628): a form, and the key as HTTP Basic client credentials. */
  const sendForm = (path: string, form: Record<string, string>) =>
    send('POST', path, {
      authorization: clientCredentials,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(form).toString(),
    });

  return {
    /** POST /game/v1/link-requests: RFC 8628's device authorization request, for one player. */
    requestLink: (platform: GamePlatform, playerId: string, displayName: string) =>
      sendForm('/game/v1/link-requests', {
        platform,
        player_id: playerId,
        display_name: displayName,
        scope: PLAYER_SCOPE,
      }),
    /** POST /game/v1/link-requests/token: RFC 8628's token request with the device code. */
    pollLink: (deviceCode: string) =>
      sendForm('/game/v1/link-requests/token', { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode }),
    /** GET /game/v1/players/{platform}/{playerId}/entitlements, with If-None-Match when an ETag is given. */
    entitlements: (platform: GamePlatform, playerId: string, ifNoneMatch?: string) =>
      send('GET', `/game/v1/players/${platform}/${encodeURIComponent(playerId)}/entitlements`, {
        authorization: bearer,
        ...(ifNoneMatch ? { headers: { 'if-none-match': ifNoneMatch } } : {}),
      }),
    /** GET /game/v1/changes */
    changes: (after?: string, limit?: number) => {
      const query = new URLSearchParams({
        ...(after !== undefined ? { after } : {}),
        ...(limit !== undefined ? { limit: String(limit) } : {}),
      }).toString();
      return send('GET', `/game/v1/changes${query ? `?${query}` : ''}`, { authorization: bearer });
    },
    /** POST /game/v1/deliveries */
    deliver: (changeIds: string[]) =>
      send('POST', '/game/v1/deliveries', {
        authorization: bearer,
        contentType: 'application/json',
        body: JSON.stringify({ changeIds }),
      }),
  };
}
