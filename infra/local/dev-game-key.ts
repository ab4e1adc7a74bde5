/**
 * The local stack's game server key, 'Local game server': created once and kept in the data folder
 * (`game-server-key.json`, which outlives stack.json), so every start prints the same key. A new one
 * is made when the saved key no longer verifies (revoked on /admin/game-keys, or a fresh table).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditActor } from '../../lambdas/src/data/audit';

export const DEV_GAME_KEY_NAME = 'Local game server';
const KEY_FILE = 'game-server-key.json';

/** The saved key when it still verifies, else a new one (audited as `actor`), saved. Call once the Lambdas' env is set. */
export async function ensureDevGameKey(dataDir: string, actor: AuditActor): Promise<string> {
  // Imported here: the data modules read the DynamoDB endpoint when they load.
  const { createGameKey, verifyGameKey } = await import('../../lambdas/src/data/game-keys');
  const saved = savedKey(dataDir);
  if (saved && (await verifyGameKey(saved, new Date()))) return saved;
  const { secret } = await createGameKey(DEV_GAME_KEY_NAME, actor, new Date());
  writeFileSync(join(dataDir, KEY_FILE), `${JSON.stringify({ serverKey: secret }, null, 2)}\n`);
  return secret;
}

function savedKey(dataDir: string): string | null {
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) return null;
  try {
    const { serverKey } = JSON.parse(readFileSync(file, 'utf8')) as { serverKey?: unknown };
    return typeof serverKey === 'string' ? serverKey : null;
  } catch {
    return null;
  }
}
