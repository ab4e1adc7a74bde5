/** The data folder: created when missing, wiped by --fresh, but never a folder that holds the code. */
import { mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, parse, relative, resolve } from 'node:path';
import { LocalStackError } from './errors';
import { repoRoot } from './paths';

/** True when `dir` is `other` or one of its ancestors. */
function contains(dir: string, other: string): boolean {
  const rel = relative(dir, other);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

export function prepareDataDir(dataDir: string, fresh: boolean): void {
  const dir = resolve(dataDir);
  if (fresh) {
    // D1_DATA_DIR=. --fresh must not delete the repository (or a home folder).
    if (dir === parse(dir).root || contains(dir, repoRoot()) || contains(dir, homedir())) {
      throw new LocalStackError(`Refusing to wipe ${dir} for --fresh: it holds more than the stack's data.`);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
}
