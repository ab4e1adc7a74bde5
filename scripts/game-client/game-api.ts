/** The game API's routes over fetch, with the game server key (docs/game-integration.md). */
import type { GamePlatform } from '@shared/game-messages';
import { errorBodySchema } from '@shared/schemas/game-responses';
import type { Connection } from './connection';

/** One answer of the API: its status, its JSON body (null when it has none) and its ETag. */
export interface GameApiAnswer {
  status: number;
  body: unknown;
  etag: string | null;
}

export type GameApi = ReturnType<typeof createGameApi>;

/** The message of an error answer, or its status when the body holds none. */
export function messageOf(answer: GameApiAnswer): string {
  const parsed = errorBodySchema.safeParse(answer.body);
  return parsed.success ? parsed.data.message : `HTTP ${answer.status}`;
}

/** Whether a later try may get another answer: rate limited, a server error, or no answer at all. */
export function isRetryable(answer: GameApiAnswer | Error): boolean {
  return answer instanceof Error || answer.status === 429 || answer.status >= 500;
}

export function createGameApi({ apiUrl, key }: Connection, fetch: typeof globalThis.fetch = globalThis.fetch) {
  async function send(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<GameApiAnswer> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return {
      status: response.status,
      body: text === '' ? null : isJson ? JSON.parse(text) : text,
      etag: response.headers.get('etag'),
    };
  }

  return {
    /** POST /game/v1/link-requests */
    requestLink: (platform: GamePlatform, playerId: string, displayName: string) =>
      send('POST', '/game/v1/link-requests', { body: { platform, playerId, displayName } }),
    /** POST /game/v1/link-requests/token */
    pollLink: (deviceCode: string) => send('POST', '/game/v1/link-requests/token', { body: { deviceCode } }),
    /** GET /game/v1/players/{platform}/{playerId}/entitlements, with If-None-Match when an ETag is given. */
    entitlements: (platform: GamePlatform, playerId: string, ifNoneMatch?: string) =>
      send('GET', `/game/v1/players/${platform}/${encodeURIComponent(playerId)}/entitlements`, {
        ...(ifNoneMatch ? { headers: { 'if-none-match': ifNoneMatch } } : {}),
      }),
    /** GET /game/v1/changes */
    changes: (after?: string, limit?: number) => {
      const query = new URLSearchParams({
        ...(after !== undefined ? { after } : {}),
        ...(limit !== undefined ? { limit: String(limit) } : {}),
      }).toString();
      return send('GET', `/game/v1/changes${query ? `?${query}` : ''}`);
    },
    /** POST /game/v1/deliveries */
    deliver: (changeIds: string[]) => send('POST', '/game/v1/deliveries', { body: { changeIds } }),
  };
}
