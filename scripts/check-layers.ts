/**
 * `npm run lint`'s layer check: reads every TypeScript file of the repository and exits 1 when an
 * import crosses a layer (scripts/layers/layer-rules.ts). Run from the repository root, or give the root.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { importSpecifiers, layerViolations } from './layers/layer-rules';
import { repositoryFiles } from './repository-files';

const root = path.resolve(process.argv[2] ?? '.');
const violations = repositoryFiles(root, /\.tsx?$/).flatMap((file) =>
  layerViolations(file, importSpecifiers(readFileSync(path.join(root, file), 'utf8'))),
);

for (const { file, specifier, rule } of violations) console.error(`${file}: imports '${specifier}': ${rule}`);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a layer.`);
  process.exit(1);
}
console.log('Layers: no import crosses a layer.');
