/**
 * `npm run test:deep` runs at full size exactly the suites that size themselves by shared/test/test-depth.ts:
 * a new sized suite left out of it would only ever run small, and a listed file that stopped sizing
 * itself would run twice at the same size.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { repositoryFiles } from './repository-files';

const ROOT = path.resolve(__dirname, '..');

function deepScript(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts['test:deep'];
  if (!script) throw new Error('package.json has no test:deep script');
  return script;
}

const sizedSuites = () =>
  repositoryFiles(ROOT, /\.test\.tsx?$/)
    .filter((file) =>
      /from '(@shared\/test|\.[./]*\/test)\/test-depth'/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    )
    .sort();

describe('npm run test:deep', () => {
  it('runs Jest at the deep size', () => {
    expect(deepScript()).toMatch(/^TEST_DEPTH=deep jest /);
  });

  it('lists every suite that sizes itself, and only those', () => {
    const listed = deepScript().split(/\s+/).slice(2).sort();

    expect(sizedSuites().length).toBeGreaterThanOrEqual(6);
    expect(listed).toEqual(sizedSuites());
  });
});
