import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/**
 * Where the built SPA is: `dist/site`, or the folder named by `SITE_BUILD_DIR` (a build made
 * elsewhere, or the deploy rehearsal's stand-in).
 */
function siteBuildDir(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_BUILD_DIR ? path.resolve(env.SITE_BUILD_DIR) : path.join(projectRoot, 'dist', 'site');
}

/** The site folder the stack uploads, and why it cannot be deployed when the build is missing. */
export interface SiteBuild {
  dir: string;
  missing?: string;
}

/**
 * The built SPA that the stack uploads. Without a build, a one-page placeholder stands in and
 * `missing` says what to run: commands that only read the app (`cdk bootstrap`, `cdk list`) still
 * work, and the app reports `missing` as an error, which stops `cdk synth` and `cdk deploy`.
 */
export function siteBuild(projectRoot: string, env: NodeJS.ProcessEnv = process.env): SiteBuild {
  const dir = siteBuildDir(projectRoot, env);
  if (existsSync(path.join(dir, 'index.html'))) return { dir };
  const placeholder = mkdtempSync(path.join(tmpdir(), 'd1-site-placeholder-'));
  process.once('exit', () => rmSync(placeholder, { recursive: true, force: true }));
  writeFileSync(path.join(placeholder, 'index.html'), '<!doctype html><title>No site build</title>');
  return { dir: placeholder, missing: `No site build in ${dir}: run npm run build first` };
}
