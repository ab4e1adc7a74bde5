import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { siteBuildPath } from './site-build';

describe('siteBuildPath', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'd1-root-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('without dist/site/index.html it asks for a build', () => {
    expect(() => siteBuildPath(root)).toThrow('run npm run build first');
    mkdirSync(path.join(root, 'dist', 'site'), { recursive: true });
    expect(() => siteBuildPath(root)).toThrow('run npm run build first');
  });

  test('with a build it returns dist/site', () => {
    mkdirSync(path.join(root, 'dist', 'site'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'site', 'index.html'), '<!doctype html>');

    expect(siteBuildPath(root)).toBe(path.join(root, 'dist', 'site'));
  });
});
