/**
 * Where things live. Modules here run under tsx (ESM, no __dirname) and under Jest (CommonJS, no
 * import.meta), so the repository root is found from the working directory instead of the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const PACKAGE_NAME = 'd1-gang-store';

let cachedRoot: string | undefined;

/** The repository root: the nearest folder at or above the working directory holding our package.json. */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = process.cwd();
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE_NAME) {
      cachedRoot = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Run this from inside the ${PACKAGE_NAME} repository.`);
    dir = parent;
  }
}

/** A path inside the repository. */
export function fromRoot(...segments: string[]): string {
  return resolve(repoRoot(), ...segments);
}

/** The data folder: D1_DATA_DIR when set (relative to the repository), else `.local/`. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return fromRoot(env.D1_DATA_DIR || '.local');
}
