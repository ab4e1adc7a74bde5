import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { siteBuild } from './site-build';

describe('siteBuild', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'd1-root-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('without dist/site/index.html it gives a placeholder and asks for a build', () => {
    for (const prepare of [() => {}, () => mkdirSync(path.join(root, 'dist', 'site'), { recursive: true })]) {
      prepare();

      const build = siteBuild(root, {});

      expect(build.missing).toBe(`No site build in ${path.join(root, 'dist', 'site')}: run npm run build first`);
      expect(build.dir).not.toBe(path.join(root, 'dist', 'site'));
      expect(existsSync(path.join(build.dir, 'index.html'))).toBe(true);
    }
  });

  test('with a build it returns dist/site', () => {
    mkdirSync(path.join(root, 'dist', 'site'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'site', 'index.html'), '<!doctype html>');

    expect(siteBuild(root, {})).toEqual({ dir: path.join(root, 'dist', 'site') });
  });

  test('SITE_BUILD_DIR names a build made elsewhere', () => {
    const elsewhere = path.join(root, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'index.html'), '<!doctype html>');

    expect(siteBuild(root, { SITE_BUILD_DIR: elsewhere })).toEqual({ dir: elsewhere });
    expect(siteBuild(root, { SITE_BUILD_DIR: path.join(root, 'nothing') }).missing).toContain(
      `No site build in ${path.join(root, 'nothing')}`,
    );
  });
});
