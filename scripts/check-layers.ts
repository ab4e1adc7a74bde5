/**
 * `npm run lint`'s layer check: reads every TypeScript file of the repository and exits 1 when an
 * import crosses a layer (scripts/layers/layer-rules.ts). Run from the repository root, or give the root.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { importSpecifiers, layerViolations } from './layers/layer-rules';

const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local', '.git']);

function sourceFiles(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const root = path.resolve(process.argv[2] ?? '.');
const violations = sourceFiles(root).flatMap((file) =>
  layerViolations(file, importSpecifiers(readFileSync(path.join(root, file), 'utf8'))),
);

for (const { file, specifier, rule } of violations) console.error(`${file}: imports '${specifier}': ${rule}`);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a layer.`);
  process.exit(1);
}
console.log('Layers: no import crosses a layer.');
