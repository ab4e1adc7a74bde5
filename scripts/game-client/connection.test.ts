import { join } from 'node:path';
import { defaultDataDir } from '../../infra/local/paths';
import { resolveConnection } from './connection';

const STACK = JSON.stringify({
  apiUrl: 'http://localhost:3001',
  game: { serverKey: 'd1g_sk_LOCAL_secret' },
  siteUrl: 'x',
});
/** Where the local stack writes its file when D1_DATA_DIR is not set: `.local/stack.json` in the repository. */
const DEFAULT_STACK_FILE = join(defaultDataDir({}), 'stack.json');

/** A file reader that has only the default stack file. */
const stackAtDefault = (path: string) => (path === DEFAULT_STACK_FILE ? STACK : null);

describe('resolveConnection', () => {
  test('takes the API URL and the dev key from the local stack file by default', () => {
    expect(resolveConnection({}, {}, stackAtDefault)).toEqual({
      apiUrl: 'http://localhost:3001',
      key: 'd1g_sk_LOCAL_secret',
    });
  });

  test('the environment overrides the stack file, and the command line overrides both', () => {
    const env = { D1_GAME_API_URL: 'https://d1gang.example/api/', D1_GAME_KEY: 'd1g_sk_ENV_secret' };

    expect(resolveConnection({}, env, stackAtDefault)).toEqual({
      apiUrl: 'https://d1gang.example/api',
      key: 'd1g_sk_ENV_secret',
    });
    expect(resolveConnection({ key: 'd1g_sk_FLAG_secret' }, env, stackAtDefault)).toEqual({
      apiUrl: 'https://d1gang.example/api',
      key: 'd1g_sk_FLAG_secret',
    });
    expect(resolveConnection({ apiUrl: 'http://127.0.0.1:9000' }, {}, stackAtDefault)).toEqual({
      apiUrl: 'http://127.0.0.1:9000',
      key: 'd1g_sk_LOCAL_secret',
    });
  });

  test('reads the stack file in the data folder D1_DATA_DIR names, where the local stack writes it', () => {
    const asked: string[] = [];
    const dataDir = defaultDataDir({ D1_DATA_DIR: '.local-b' });
    const read = (path: string) => {
      asked.push(path);
      return path === join(dataDir, 'stack.json') ? STACK : null;
    };

    expect(resolveConnection({}, { D1_DATA_DIR: '.local-b' }, read)).toEqual({
      apiUrl: 'http://localhost:3001',
      key: 'd1g_sk_LOCAL_secret',
    });
    expect(asked).toEqual([join(dataDir, 'stack.json')]);
  });

  test('says what to do, and which stack file it looked for, when nothing names the API or the key', () => {
    const noStack = () => null;

    expect(() => resolveConnection({}, {}, noStack)).toThrow(
      `No API URL: no local stack at ${DEFAULT_STACK_FILE}; start it (npm start), or pass --api-url or set D1_GAME_API_URL.`,
    );
    expect(() => resolveConnection({ apiUrl: 'https://d1gang.example/api' }, {}, noStack)).toThrow(
      `No game server key: no local stack at ${DEFAULT_STACK_FILE}; start it (npm start), or pass --key or set D1_GAME_KEY.`,
    );
    expect(() =>
      resolveConnection({}, { D1_DATA_DIR: '/tmp/d1-b' }, () => JSON.stringify({ apiUrl: 'http://localhost:3001' })),
    ).toThrow('No game server key: the local stack at /tmp/d1-b/stack.json names none;');
  });

  test('refuses a key that is not a game server key, whichever source gave it, without repeating it', () => {
    const message = 'The game server key must read d1g_sk_<key id>_<secret>: its key id is the OAuth client_id.';
    const api = { D1_GAME_API_URL: 'https://d1gang.example/api' };

    expect(() => resolveConnection({ key: 'sk_live_pasted-wrong' }, api, stackAtDefault)).toThrow(new Error(message));
    expect(() => resolveConnection({}, { ...api, D1_GAME_KEY: 'd1g_sk_no-key-id' }, stackAtDefault)).toThrow(
      new Error(message),
    );
  });
});
