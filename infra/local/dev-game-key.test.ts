import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameKey, listGameKeys, revokeGameKey } from '../../lambdas/src/data/game-keys';
import { withTestTable } from '../../lambdas/test/dynamo-table';
import { DEV_GAME_KEY_NAME, ensureDevGameKey } from './dev-game-key';

const table = withTestTable();
const ACTOR = { actor: 'admin', adminId: 'local-admin', adminEmail: 'admin@d1gang.local' } as const;
const KEY = /^d1g_sk_[0-9A-Z]{26}_[A-Za-z0-9_-]{43}$/;
let dataDir: string;

beforeEach(async () => {
  await table.clear();
  dataDir = mkdtempSync(join(tmpdir(), 'd1-dev-game-key-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local game server key', () => {
  it('is created once as "Local game server", audited as the admin, and kept in the data folder', async () => {
    const key = await ensureDevGameKey(dataDir, ACTOR);

    expect(key).toMatch(KEY);
    expect((await listGameKeys()).map(({ name, revokedAt }) => ({ name, revokedAt }))).toEqual([
      { name: DEV_GAME_KEY_NAME, revokedAt: null },
    ]);
    expect(DEV_GAME_KEY_NAME).toBe('Local game server');
    expect((await table.items()).filter((item) => item.action === 'game_key_created')).toHaveLength(1);
    expect(existsSync(join(dataDir, 'game-server-key.json'))).toBe(true);
  });

  it('is the same key on the next start while it still verifies', async () => {
    const first = await ensureDevGameKey(dataDir, ACTOR);

    expect(await ensureDevGameKey(dataDir, ACTOR)).toBe(first);
    expect(await listGameKeys()).toHaveLength(1);
  });

  it('is replaced by a new one once the saved key is revoked', async () => {
    const first = await ensureDevGameKey(dataDir, ACTOR);
    const [saved] = await listGameKeys();
    await revokeGameKey(saved?.keyId ?? '', ACTOR, new Date());

    const second = await ensureDevGameKey(dataDir, ACTOR);

    expect(second).toMatch(KEY);
    expect(second).not.toBe(first);
    expect(JSON.parse(readFileSync(join(dataDir, 'game-server-key.json'), 'utf8'))).toEqual({ serverKey: second });
  });

  it('is replaced when the saved file holds something else, or a key the table does not know', async () => {
    writeFileSync(join(dataDir, 'game-server-key.json'), 'not json');
    const fromJunk = await ensureDevGameKey(dataDir, ACTOR);
    const other = await createGameKey('Other', ACTOR, new Date());
    await table.clear();
    writeFileSync(join(dataDir, 'game-server-key.json'), JSON.stringify({ serverKey: other.secret }));

    const fresh = await ensureDevGameKey(dataDir, ACTOR);

    expect(fromJunk).toMatch(KEY);
    expect(fresh).toMatch(KEY);
    expect(fresh).not.toBe(other.secret);
  });
});
