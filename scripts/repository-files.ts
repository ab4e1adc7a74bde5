import { readdirSync } from 'node:fs';
import * as path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local', '.git']);

/** The repository's files whose names match `name`, as paths from `root`; installed and built folders left out. */
export function repositoryFiles(root: string, name: RegExp, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : repositoryFiles(root, name, file);
    return name.test(entry.name) ? [file] : [];
  });
}
