import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(__dirname, '..', '..');
const PARAGLIDE = path.join(ROOT, 'shared', 'i18n', 'paraglide');
/** What the catalogue's messages import from outside it: one instance each, shared with the store's code. */
const OUTSIDE = ['runtime.js', 'registry.js'];

/**
 * Where Jest finds the catalogue as one module (jest.config.ts maps the catalogue's index to it): in a
 * `.local/` folder, which git, Biome and the repository checks leave alone. Not beside the catalogue:
 * `npm run messages` empties its folder.
 */
export const MESSAGES_BUNDLE = path.join(ROOT, 'lambdas', 'test', '.local', 'messages.cjs');

/**
 * Writes the compiled message catalogue (`npm run messages`: one module per message, some 850) as one
 * CommonJS module. Jest loads every module of a test file's tree through its own resolver and registry,
 * again for each file: the catalogue alone cost a handler's test about 5 s of its 19 s of CPU on a busy
 * machine, and nearly every lambdas test imports it. The messages still call the one paraglide runtime
 * the store's code sets the locale on: its imports stay outside the bundle, by absolute path.
 */
export function bundleMessages(): void {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(PARAGLIDE, 'messages', '_index.js')],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    external: OUTSIDE.map((name) => `../${name}`),
    logLevel: 'warning',
  });
  let code = outputFiles[0]?.text ?? '';
  for (const name of OUTSIDE) {
    code = code.replaceAll(`require("../${name}")`, `require(${JSON.stringify(path.join(PARAGLIDE, name))})`);
  }
  // Written aside and renamed into place: a Jest run starting at the same moment reads a whole file.
  mkdirSync(path.dirname(MESSAGES_BUNDLE), { recursive: true });
  const partial = `${MESSAGES_BUNDLE}.${process.pid}`;
  writeFileSync(partial, code);
  renameSync(partial, MESSAGES_BUNDLE);
}
