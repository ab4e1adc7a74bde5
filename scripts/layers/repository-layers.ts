import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { repositoryFiles } from '../repository-files';
import { importSpecifiers, type LayerViolation, layerViolations } from './layer-rules';

/** Every import of the repository at `root` that crosses a layer, in every TypeScript file. */
export function repositoryLayerViolations(root: string): LayerViolation[] {
  return repositoryFiles(root, /\.tsx?$/).flatMap((file) =>
    layerViolations(file, importSpecifiers(readFileSync(path.join(root, file), 'utf8'))),
  );
}

/** How the lint reports a violation: the file, the import and the rule it breaks. */
export function violationLine({ file, specifier, rule }: LayerViolation): string {
  return `${file}: imports '${specifier}': ${rule}`;
}
