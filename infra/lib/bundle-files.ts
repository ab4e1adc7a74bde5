import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { ENTRY_FILE } from './lambda-bundle';

/**
 * The files of a bundled Lambda that load at cold start: its entry and every chunk reached from it by
 * static `import` (a dynamic `import()` loads on the request that runs it, so it is left out).
 */
export function coldStartFiles(bundleDir: string): string[] {
  initSync();
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(readFileSync(file, 'utf8'), file);
    for (const { n: specifier, d: dynamicAt } of imports) {
      // d is -1 for a static import statement; relative specifiers are the bundle's own chunks.
      if (dynamicAt === -1 && specifier?.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(path.join(bundleDir, ENTRY_FILE));
  return [...seen];
}

/** Every code file of a bundled Lambda (its `.mjs` files; source maps are not code). */
export function codeFiles(bundleDir: string): string[] {
  return readdirSync(bundleDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(bundleDir, name));
}

/** Total size of files, in bytes. */
export function sizeOf(files: readonly string[]): number {
  return files.reduce((total, file) => total + statSync(file).size, 0);
}
