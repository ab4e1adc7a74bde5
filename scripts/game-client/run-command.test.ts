import { createGameApi } from './game-api';
import { runCommand } from './run-command';
import { fakeClock, fakeFetch } from './test-support';

const CONNECTION = { apiUrl: 'http://localhost:3001', key: 'd1g_sk_test' };
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
  test('link prints the code and the page, then every poll answer until linked', async () => {
    const { exit, lines, requests } = run(
      { name: 'link', platform: 'dev', playerId: 'player-1', displayName: 'Splash Bro' },
      [
        {
          status: 200,
          body: {
            deviceCode: 'dc-1',
            userCode: 'BCDF-GHJK',
            verificationUri: 'http://localhost:5173/link',
            verificationUriComplete: 'http://localhost:5173/link?code=BCDF-GHJK',
            expiresIn: 600,
            interval: 5,
          },
        },
        { status: 400, body: { error: 'authorization_pending', message: 'Not entered yet.' } },
        { status: 200, body: { linked: true, entitlements: ENTITLEMENTS } },
      ],
    );

    expect(await exit).toBe(0);
    expect(requests[0]?.body).toEqual({ platform: 'dev', playerId: 'player-1', displayName: 'Splash Bro' });
    expect(lines).toEqual([
      'User code: BCDF-GHJK',
      'Verification URI: http://localhost:5173/link (or open http://localhost:5173/link?code=BCDF-GHJK)',
      'Device code: dc-1 (expires in 600 s; polling every 5 s)',
      '400 authorization_pending: Not entered yet.',
      `200 ${JSON.stringify({ linked: true, entitlements: ENTITLEMENTS })}`,
      'Linked: bench-player (gym-wall-nickname, exclusive-basketball)',
    ]);
  });

  test('link ends with exit code 1 when the player cancels or the code expires', async () => {
    const codes = {
      status: 200,
      body: {
        deviceCode: 'dc',
        userCode: 'BCDF-GHJK',
        verificationUri: 'u',
        verificationUriComplete: 'u',
        expiresIn: 600,
        interval: 5,
      },
    };
    const denied = run({ name: 'link', platform: 'dev', playerId: 'p', displayName: 'n' }, [
      codes,
      { status: 400, body: { error: 'access_denied', message: 'Cancelled.' } },
    ]);

    expect(await denied.exit).toBe(1);
    expect(denied.lines.at(-1)).toBe('Not linked: the player cancelled.');

    const expired = run({ name: 'poll', deviceCode: 'dc', interval: 5 }, [
      { status: 400, body: { error: 'expired_token', message: 'Expired.' } },
    ]);

    expect(await expired.exit).toBe(1);
    expect(expired.lines.at(-1)).toBe('Not linked: the code expired. Ask for a new one.');
  });

  test('entitlements prints the answer with its ETag, and the 304 of a second call with the kept ETag', async () => {
    const { exit, lines } = run({ name: 'entitlements', platform: 'dev', playerId: 'player-1', ifNoneMatch: false }, [
      { status: 200, body: ENTITLEMENTS, headers: { etag: '"1"' } },
    ]);

    expect(await exit).toBe(0);
    expect(lines).toEqual([`200 ETag: "1" ${JSON.stringify(ENTITLEMENTS)}`]);
  });

  test('deliver sends the ids and prints the answer; an error answer is exit code 1', async () => {
    const delivered = run({ name: 'deliver', changeIds: ['41', '42'] }, [{ status: 200, body: { delivered: 2 } }]);

    expect(await delivered.exit).toBe(0);
    expect(delivered.requests[0]?.body).toEqual({ changeIds: ['41', '42'] });
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
