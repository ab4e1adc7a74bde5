import type { Entitlements, OAuthErrorCode } from '@shared/api/types/game';
import { OAUTH_ERROR_DESCRIPTIONS, OAUTH_REQUEST_MESSAGES } from '@shared/game-messages';
import { createGameApi } from './game-api';
import { pollUntilLinked } from './link-polling';
import { fakeClock, fakeFetch } from './test-support';

const KEY = 'd1g_sk_KEY1_secret_part-2';
const CONNECTION = { apiUrl: 'http://localhost:3001', key: KEY };
const ENTITLEMENTS: Entitlements = {
  linked: true,
  platform: 'dev',
  playerId: 'player-1',
  tierId: 'bench-player',
  benefits: ['gym-wall-nickname', 'exclusive-basketball'],
  nickname: 'Splash Bro',
  jerseyName: null,
  revision: 1,
  updatedAt: '2026-11-20T18:00:20.000Z',
};
const TOKEN = {
  access_token: 'at-secret-1',
  token_type: 'Bearer',
  expires_in: 3600,
  scope: 'entitlements',
  entitlements: ENTITLEMENTS,
};
const oauthError = (error: Exclude<OAuthErrorCode, 'invalid_request'>, status = 400) => ({
  status,
  body: { error, error_description: OAUTH_ERROR_DESCRIPTIONS[error] },
});
const pending = oauthError('authorization_pending');
const slowDown = oauthError('slow_down');
const linked = { status: 200, body: TOKEN };

function setup(answers: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(answers);
  const clock = fakeClock();
  const seen: number[] = [];
  const poll = (options: { interval: number; expiresIn?: number }) =>
    pollUntilLinked(createGameApi(CONNECTION, fetch), 'dc-1', options, clock, (answer) =>
      seen.push(answer instanceof Error ? 0 : answer.status),
    );
  return { poll, requests, clock, seen };
}

describe('pollUntilLinked', () => {
  test('sends RFC 8628 token requests: a form with the device-code grant, the key as HTTP Basic client credentials', async () => {
    const { poll, requests } = setup([pending, linked]);

    await poll({ interval: 5, expiresIn: 600 });

    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request).toEqual({
        method: 'POST',
        url: 'http://localhost:3001/game/v1/link-requests/token',
        headers: {
          // base64 of "KEY1:d1g_sk_KEY1_secret_part-2": the key id as client_id, the key as client_secret
          authorization: 'Basic S0VZMTpkMWdfc2tfS0VZMV9zZWNyZXRfcGFydC0y',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=dc-1',
      });
    }
  });

  test("waits the interval before each poll and stops once linked, with the entitlements and the token's lifetime", async () => {
    const { poll, clock, seen } = setup([pending, pending, linked]);

    const outcome = await poll({ interval: 5, expiresIn: 600 });

    expect(outcome).toEqual({ outcome: 'linked', entitlements: ENTITLEMENTS, accessTokenExpiresIn: 3600 });
    expect(clock.waits).toEqual([5, 5, 5]);
    expect(seen).toEqual([400, 400, 200]);
  });

  test('adds 5 seconds to the interval at every slow_down, for every later poll (RFC 8628 section 3.5)', async () => {
    const { poll, clock } = setup([slowDown, pending, slowDown, oauthError('access_denied')]);

    const outcome = await poll({ interval: 5, expiresIn: 600 });

    expect(outcome).toEqual({ outcome: 'denied' });
    expect(clock.waits).toEqual([5, 10, 10, 15]);
  });

  test('stops at expired_token, and by itself once expiresIn has passed without asking again', async () => {
    const expired = setup([pending, oauthError('expired_token')]);

    expect(await expired.poll({ interval: 5, expiresIn: 600 })).toEqual({ outcome: 'expired' });

    const timedOut = setup([pending, pending, pending]);

    expect(await timedOut.poll({ interval: 5, expiresIn: 12 })).toEqual({ outcome: 'expired' });
    expect(timedOut.requests).toHaveLength(2);
  });

  test("stops at invalid_grant, as at an expired code: the code is unknown, already used, or another key's", async () => {
    const { poll, requests } = setup([pending, oauthError('invalid_grant'), pending]);

    expect(await poll({ interval: 5, expiresIn: 600 })).toEqual({ outcome: 'invalid' });
    expect(requests).toHaveLength(2);
  });

  test('backs off on 429, 5xx and network failures, doubling the wait up to a minute, then goes back to the interval', async () => {
    const { poll, clock } = setup([
      { status: 429, body: { message: 'Too many requests for this game server key.' } },
      { status: 503, body: { message: 'Service Unavailable' } },
      new TypeError('fetch failed'),
      { status: 500, body: { message: 'Internal server error' } },
      { status: 502, body: { message: 'Bad gateway' } },
      pending,
      linked,
    ]);

    await poll({ interval: 5, expiresIn: 3600 });

    expect(clock.waits).toEqual([5, 10, 20, 40, 60, 60, 5]);
  });

  test("waits a 429's Retry-After seconds when it says (never less than the interval), else backs off", async () => {
    const tooMany = { message: 'Too many requests for this game server key.' };
    const { poll, clock } = setup([
      { status: 429, body: tooMany, headers: { 'retry-after': '31' } },
      { status: 429, body: tooMany },
      { status: 429, body: tooMany, headers: { 'retry-after': '2' } },
      { status: 429, body: tooMany, headers: { 'retry-after': 'Fri, 20 Nov 2026 18:05:00 GMT' } },
      pending,
      linked,
    ]);

    await poll({ interval: 5, expiresIn: 3600 });

    expect(clock.waits).toEqual([5, 31, 20, 5, 60, 5]);
  });

  test('gives up on an answer no retry can change: 401 invalid_client, or a request the endpoint refuses', async () => {
    const wrongKey = setup([oauthError('invalid_client', 401)]);

    expect(await wrongKey.poll({ interval: 5 })).toEqual({
      outcome: 'failed',
      status: 401,
      message: `invalid_client: ${OAUTH_ERROR_DESCRIPTIONS.invalid_client}`,
    });
    expect(wrongKey.requests).toHaveLength(1);

    const refused = setup([
      {
        status: 400,
        body: { error: 'invalid_request', error_description: OAUTH_REQUEST_MESSAGES.deviceCodeRequired },
      },
    ]);

    expect(await refused.poll({ interval: 5 })).toEqual({
      outcome: 'failed',
      status: 400,
      message: 'invalid_request: device_code is required.',
    });

    const otherGrant = setup([oauthError('unsupported_grant_type')]);

    expect(await otherGrant.poll({ interval: 5 })).toEqual({
      outcome: 'failed',
      status: 400,
      message: `unsupported_grant_type: ${OAUTH_ERROR_DESCRIPTIONS.unsupported_grant_type}`,
    });
  });
});
