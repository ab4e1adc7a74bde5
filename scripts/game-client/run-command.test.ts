import type { OAuthErrorCode } from '@shared/api/types/game';
import { OAUTH_ERROR_DESCRIPTIONS } from '@shared/game-messages';
import { createGameApi } from './game-api';
import { runCommand } from './run-command';
import { fakeClock, fakeFetch } from './test-support';

const KEY = 'd1g_sk_KEY1_secret_part-2';
const CONNECTION = { apiUrl: 'http://localhost:3001', key: KEY };
/** base64 of "KEY1:d1g_sk_KEY1_secret_part-2": the key id as client_id, the key as client_secret. */
const BASIC = 'Basic S0VZMTpkMWdfc2tfS0VZMV9zZWNyZXRfcGFydC0y';
const FORM = 'application/x-www-form-urlencoded';
const ENTITLEMENTS = {
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
const CODES = {
  status: 200,
  body: {
    device_code: 'dc-1',
    user_code: 'BCDF-GHJK',
    verification_uri: 'http://localhost:5173/link',
    verification_uri_complete: 'http://localhost:5173/link?code=BCDF-GHJK',
    expires_in: 600,
    interval: 5,
  },
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
const LINK = { name: 'link', platform: 'dev', playerId: 'player-1', displayName: 'Splash Bro' } as const;

function run(command: Parameters<typeof runCommand>[0], answers: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(answers);
  const lines: string[] = [];
  const kept = new Map<string, string>();
  const exit = runCommand(command, {
    api: createGameApi(CONNECTION, fetch),
    clock: fakeClock(),
    print: (line) => lines.push(line),
    etags: { get: (player) => kept.get(player), set: (player, etag) => void kept.set(player, etag) },
  });
  return { exit, lines, requests };
}

describe('runCommand', () => {
  test('link asks for a code as RFC 8628 says: a form, the key as HTTP Basic client credentials', async () => {
    const { exit, requests } = run(LINK, [CODES, { status: 200, body: TOKEN }]);

    expect(await exit).toBe(0);
    expect(requests[0]).toEqual({
      method: 'POST',
      url: 'http://localhost:3001/game/v1/link-requests',
      headers: { authorization: BASIC, 'content-type': FORM },
      body: 'platform=dev&player_id=player-1&display_name=Splash+Bro&scope=entitlements',
    });
    expect(requests[1]).toEqual({
      method: 'POST',
      url: 'http://localhost:3001/game/v1/link-requests/token',
      headers: { authorization: BASIC, 'content-type': FORM },
      body: 'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=dc-1',
    });
  });

  test("link prints the code and the page, every poll answer, then the tier and the token's lifetime, never the token", async () => {
    const { exit, lines } = run(LINK, [CODES, oauthError('authorization_pending'), { status: 200, body: TOKEN }]);

    expect(await exit).toBe(0);
    expect(lines).toEqual([
      'User code: BCDF-GHJK',
      'Verification URI: http://localhost:5173/link (or open http://localhost:5173/link?code=BCDF-GHJK)',
      'Device code: dc-1 (expires in 600 s; polling every 5 s)',
      `400 authorization_pending: ${OAUTH_ERROR_DESCRIPTIONS.authorization_pending}`,
      `200 ${JSON.stringify({ ...TOKEN, access_token: '(hidden)' })}`,
      'Linked: bench-player (gym-wall-nickname, exclusive-basketball)',
      'Access token: expires in 3600 s',
    ]);
    expect(lines.join('\n')).not.toContain('at-secret-1');
  });

  test('link stops with exit code 1 when the device authorization request is refused', async () => {
    const wrongKey = run(LINK, [oauthError('invalid_client', 401)]);

    expect(await wrongKey.exit).toBe(1);
    expect(wrongKey.lines).toEqual([`401 invalid_client: ${OAUTH_ERROR_DESCRIPTIONS.invalid_client}`]);
    expect(wrongKey.requests).toHaveLength(1);

    const limited = run(LINK, [
      {
        status: 429,
        body: { message: 'Too many requests for this game server key.' },
        headers: { 'retry-after': '9' },
      },
    ]);

    expect(await limited.exit).toBe(1);
    expect(limited.lines).toEqual(['429 Too many requests for this game server key.']);
  });

  test.each([
    ['the player cancels', oauthError('access_denied'), 'Not linked: the player cancelled.'],
    ['the code expired', oauthError('expired_token'), 'Not linked: the code expired. Ask for a new one.'],
    [
      'the code is not valid',
      oauthError('invalid_grant'),
      "Not linked: the device code is not valid (unknown, already used, or another key's). Ask for a new one.",
    ],
    ['the key is refused', oauthError('invalid_client', 401), 'Not linked: the API refused the poll.'],
  ])('link and poll end with exit code 1 when %s', async (_case, answer, last) => {
    const linking = run(LINK, [CODES, answer]);

    expect(await linking.exit).toBe(1);
    expect(linking.lines.slice(3)).toEqual([
      `${answer.status} ${answer.body.error}: ${answer.body.error_description}`,
      last,
    ]);

    const polling = run({ name: 'poll', deviceCode: 'dc', interval: 5 }, [answer]);

    expect(await polling.exit).toBe(1);
    expect(polling.lines.at(-1)).toBe(last);
  });

  test('entitlements sends the key as a Bearer token and prints the answer with its ETag', async () => {
    const { exit, lines, requests } = run(
      { name: 'entitlements', platform: 'dev', playerId: 'player-1', ifNoneMatch: false },
      [{ status: 200, body: ENTITLEMENTS, headers: { etag: '"1"' } }],
    );

    expect(await exit).toBe(0);
    expect(requests[0]?.headers).toEqual({ authorization: `Bearer ${KEY}` });
    expect(lines).toEqual([`200 ETag: "1" ${JSON.stringify(ENTITLEMENTS)}`]);
  });

  test('deliver sends the ids as JSON and prints the answer; an error answer is exit code 1', async () => {
    const delivered = run({ name: 'deliver', changeIds: ['41', '42'] }, [{ status: 200, body: { delivered: 2 } }]);

    expect(await delivered.exit).toBe(0);
    expect(delivered.requests[0]).toEqual({
      method: 'POST',
      url: 'http://localhost:3001/game/v1/deliveries',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: '{"changeIds":["41","42"]}',
    });
    expect(delivered.lines).toEqual(['200 {"delivered":2}']);

    const refused = run({ name: 'deliver', changeIds: ['1'] }, [
      { status: 401, body: { message: 'Invalid game server key' } },
    ]);

    expect(await refused.exit).toBe(1);
    expect(refused.lines).toEqual(['401 Invalid game server key']);
  });

  test('changes prints each page and the cursor to keep', async () => {
    const { exit, lines } = run({ name: 'changes', follow: false }, [
      { status: 200, body: { changes: [], nextCursor: '0', hasMore: false } },
    ]);

    expect(await exit).toBe(0);
    expect(lines).toEqual(['200 {"changes":[],"nextCursor":"0","hasMore":false}', 'Next cursor: 0']);
  });
});
