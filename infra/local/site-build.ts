/** Builds the SPA with Vite when the build is missing or older than its sources. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStackError } from './errors';
import { fromRoot } from './paths';
import { indent } from './wait';

export const SITE_BUILD_DIR = 'dist/site';

/** Everything that goes into the build; a change to any of them makes it stale. */
const SOURCES = [
  'frontend/src',
  'frontend/public',
  'frontend/prerender',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'shared',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the build must be (re)made, or undefined when it is up to date. */
export function siteBuildNeed(): 'missing' | 'stale' | undefined {
  const index = fromRoot(SITE_BUILD_DIR, 'index.html');
  if (!existsSync(index)) return 'missing';
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(fromRoot(source)) > built) ? 'stale' : undefined;
}

/** `vite build --config frontend/vite.config.ts`; on failure its last output lines are in the error. */
export function buildSite(): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(
      process.execPath,
      [fromRoot('node_modules/vite/bin/vite.js'), 'build', '--config', 'frontend/vite.config.ts'],
      {
        cwd: fromRoot(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new LocalStackError(`The site build could not start: ${error.message}`)));
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const tail = output
        .filter((line) => line.trim())
        .slice(-15)
        .join('\n');
      reject(
        new LocalStackError(
          `The site build failed (vite build --config frontend/vite.config.ts exited with ${code}).\n` +
            `Last lines of its output:\n${indent(tail)}`,
        ),
      );
    });
  });
}
