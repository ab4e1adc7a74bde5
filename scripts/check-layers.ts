/**
 * `npm run lint`'s layer check: reads every TypeScript file of the repository and exits 1 when an
 * import crosses a layer (scripts/layers/layer-rules.ts). Run from the repository root, or give the root.
 */
import * as path from 'node:path';
import { repositoryLayerViolations, violationLine } from './layers/repository-layers';

const violations = repositoryLayerViolations(path.resolve(process.argv[2] ?? '.'));

for (const violation of violations) console.error(violationLine(violation));
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a layer.`);
  process.exit(1);
}
console.log('Layers: no import crosses a layer.');
