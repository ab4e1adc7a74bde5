import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Runs the lint's layer check on a repository root, as `npm run lint` does. */
function checkLayers(root: string) {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['--tsconfig', 'tsconfig.node.json', 'scripts/check-layers.ts', root], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr };
}

function plant(root: string, file: string, source: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), source);
}

describe('the layer check of npm run lint', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'd1-layers-'));
    plant(root, 'frontend/src/features/wall/api/get-wall.ts', "import { api } from '@/lib/api-client';\n");
    plant(root, 'frontend/src/lib/api-client.ts', "import type { ApiRoute } from '@shared/api/routes';\n");
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('passes a tree whose imports keep to the layers', () => {
    expect(checkLayers(root).status).toBe(0);
  });

  test('fails on a feature that imports another feature, naming the file, the import and the rule', () => {
    plant(
      root,
      'frontend/src/features/admin/components/wall-peek.tsx',
      "import { getWall } from '../../wall/api/get-wall';\n",
    );

    const { status, stderr } = checkLayers(root);

    expect(status).toBe(1);
    expect(stderr).toContain(
      "frontend/src/features/admin/components/wall-peek.tsx: imports '../../wall/api/get-wall': a frontend feature does not import another feature (share through components/ or lib/)",
    );
    expect(stderr).toContain('1 import(s) cross a layer.');
  });

  test('fails on product code that imports fast-check', () => {
    plant(root, 'shared/ledger-sample.ts', "import fc from 'fast-check';\n");

    const { status, stderr } = checkLayers(root);

    expect(status).toBe(1);
    expect(stderr).toContain(
      "shared/ledger-sample.ts: imports 'fast-check': product code does not import test support or fast-check",
    );
  });

  test('passes the repository itself', () => {
    expect(checkLayers(ROOT)).toEqual({ status: 0, stderr: expect.any(String) });
  });
});
