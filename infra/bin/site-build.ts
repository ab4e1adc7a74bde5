import { existsSync } from 'node:fs';
import * as path from 'node:path';

/** The built SPA (`dist/site`) that the stack uploads; without it there is nothing to deploy. */
export function siteBuildPath(projectRoot: string): string {
  const dir = path.join(projectRoot, 'dist', 'site');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No site build in ${dir}: run npm run build first`);
  }
  return dir;
}
