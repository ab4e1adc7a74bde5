/**
 * `npm run game-client` as an operator runs it: the script itself through tsx, with the environment
 * it is given and nothing else (no D1_GAME_* variables unless a test sets them).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { USAGE } from './command-line';

const ROOT = resolve(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

interface ClientRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run game-client -- <args>`, as package.json runs it. */
function gameClient(args: string[], env: Record<string, string> = {}): Promise<ClientRun> {
  const { D1_GAME_API_URL: _url, D1_GAME_KEY: _key, D1_DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(TSX, ['--tsconfig', 'tsconfig.node.json', 'scripts/game-client/main.ts', ...args], {
      cwd: ROOT,
      env: { ...inherited, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

describe('npm run game-client', () => {
  // Which words ask for help is command-line.test.ts's: each run here starts tsx anew (seconds of CPU).
  test('--help prints the usage with every command and option, and exits 0', async () => {
    const run = await gameClient(['--help']);

    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${USAGE}\n`);
  });

  describe('with D1_DATA_DIR', () => {
    let server: Server;
    let apiUrl: string;
    let dataDir: string;
    const received: {
      method: string;
      url: string;
      authorization: string | undefined;
      contentType?: string;
      body?: string;
    }[] = [];

    beforeAll(async () => {
      server = createServer(async (request: IncomingMessage, response) => {
        let body = '';
        for await (const chunk of request) body += String(chunk);
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          ...(request.headers['content-type'] ? { contentType: request.headers['content-type'] } : {}),
          ...(body ? { body } : {}),
        });
        if (request.url === '/game/v1/link-requests') {
          response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Basic realm="D1"' });
          response.end(JSON.stringify({ error: 'invalid_client', error_description: 'Wrong client credentials.' }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json', etag: '"rev-3"' });
        response.end(JSON.stringify({ ok: true }));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    beforeEach(() => {
      received.length = 0;
      dataDir = mkdtempSync(join(tmpdir(), 'd1-game-client-'));
    });

    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    test('connects to the stack whose stack.json is in that folder, and keeps its ETags there', async () => {
      writeFileSync(join(dataDir, 'stack.json'), JSON.stringify({ apiUrl, game: { serverKey: 'd1g_sk_stack_b' } }));

      const run = await gameClient(['entitlements', '--platform', 'dev', '--player', 'player-1'], {
        D1_DATA_DIR: dataDir,
      });

      expect(run.code).toBe(0);
      expect(run.stdout).toBe('200 ETag: "rev-3" {"ok":true}\n');
      expect(received).toEqual([
        { method: 'GET', url: '/game/v1/players/dev/player-1/entitlements', authorization: 'Bearer d1g_sk_stack_b' },
      ]);
      expect(JSON.parse(readFileSync(join(dataDir, 'game-client-etags.json'), 'utf8'))).toEqual({
        'dev/player-1': '"rev-3"',
      });
    });

    test('link sends the form over HTTP with the key as Basic client credentials, and says what refused it', async () => {
      writeFileSync(join(dataDir, 'stack.json'), JSON.stringify({ apiUrl, game: { serverKey: 'd1g_sk_stack_b' } }));

      const run = await gameClient(['link', '--platform', 'dev', '--player', 'player-1', '--name', 'Splash Bro'], {
        D1_DATA_DIR: dataDir,
      });

      expect(run.code).toBe(1);
      expect(run.stdout).toBe('401 invalid_client: Wrong client credentials.\n');
      expect(received).toEqual([
        {
          method: 'POST',
          url: '/game/v1/link-requests',
          // base64 of "stack:d1g_sk_stack_b": the key id as client_id, the key as client_secret
          authorization: 'Basic c3RhY2s6ZDFnX3NrX3N0YWNrX2I=',
          contentType: 'application/x-www-form-urlencoded',
          body: 'platform=dev&player_id=player-1&display_name=Splash+Bro&scope=entitlements',
        },
      ]);
    });

    test('exits 2, asking nothing, when the key is not a game server key', async () => {
      const run = await gameClient(['changes', '--api-url', apiUrl, '--key', 'sk_live_pasted-wrong']);

      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'The game server key must read d1g_sk_<key id>_<secret>: its key id is the OAuth client_id.\n',
      );
      expect(received).toEqual([]);
    });

    test('says which stack file it looked for when that folder holds none', async () => {
      const run = await gameClient(['changes'], { D1_DATA_DIR: dataDir });

      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `No API URL: no local stack at ${join(dataDir, 'stack.json')}; start it (npm start), or pass --api-url or set D1_GAME_API_URL.\n`,
      );
      expect(received).toEqual([]);
      expect(existsSync(join(dataDir, 'game-client-etags.json'))).toBe(false);
    });
  });
});
