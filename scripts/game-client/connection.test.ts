import { resolveConnection } from './connection';

const STACK = JSON.stringify({ apiUrl: 'http://localhost:3001', game: { serverKey: 'd1g_sk_local' }, siteUrl: 'x' });

describe('resolveConnection', () => {
  test('takes the API URL and the dev key from the local stack file by default', () => {
    expect(resolveConnection({}, {}, () => STACK)).toEqual({ apiUrl: 'http://localhost:3001', key: 'd1g_sk_local' });
  });

  test('the environment overrides the stack file, and the command line overrides both', () => {
    const env = { D1_GAME_API_URL: 'https://d1gang.example/api/', D1_GAME_KEY: 'd1g_sk_env' };

    expect(resolveConnection({}, env, () => STACK)).toEqual({
      apiUrl: 'https://d1gang.example/api',
      key: 'd1g_sk_env',
    });
    expect(resolveConnection({ key: 'd1g_sk_flag' }, env, () => STACK)).toEqual({
      apiUrl: 'https://d1gang.example/api',
      key: 'd1g_sk_flag',
    });
    expect(resolveConnection({ apiUrl: 'http://127.0.0.1:9000' }, {}, () => STACK)).toEqual({
      apiUrl: 'http://127.0.0.1:9000',
      key: 'd1g_sk_local',
    });
  });

  test('says what to do when no stack runs and nothing else names the API or the key', () => {
    const noStack = () => null;

    expect(() => resolveConnection({}, {}, noStack)).toThrow(
      'No API URL: start the local stack (npm start), or pass --api-url or set D1_GAME_API_URL.',
    );
    expect(() => resolveConnection({ apiUrl: 'https://d1gang.example/api' }, {}, noStack)).toThrow(
      'No game server key: start the local stack (npm start), or pass --key or set D1_GAME_KEY.',
    );
    expect(() => resolveConnection({}, {}, () => JSON.stringify({ apiUrl: 'http://localhost:3001' }))).toThrow(
      'No game server key',
    );
  });
});
