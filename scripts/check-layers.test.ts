import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

import { repositoryLayerViolations, violationLine } from './layers/repository-layers';

const ROOT = path.resolve(__dirname, '..');

/**
 * Runs the lint's layer check on a repository root, as `npm run lint` does: its own process, its exit
 * status and what it prints. Starting it costs a second of CPU, so the planted imports below are checked
 * in process with what it runs (`lines`), and the command itself once each way.
 */
function checkLayers(root: string) {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['--tsconfig', 'tsconfig.node.json', 'scripts/check-layers.ts', root], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr };
}

/** What the check prints for each import that crosses a layer in the tree at `root`. */
const lines = (root: string) => repositoryLayerViolations(root).map(violationLine);

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
    expect(lines(root)).toEqual([]);
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

    expect(lines(root)).toEqual([
      "shared/ledger-sample.ts: imports 'fast-check': product code does not import test support or fast-check",
    ]);
  });

  test.each([
    [
      'a handler that imports the DynamoDB client',
      'lambdas/src/handlers/account/get-me.ts',
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\n",
      "imports '@aws-sdk/lib-dynamodb': only lambdas/src/data/ imports the DynamoDB client (handlers call data functions)",
    ],
    [
      "a handler that imports the data layer's client",
      'lambdas/src/handlers/account/get-me.ts',
      "import { documentClient } from '../../data/client';\n",
      "imports '../../data/client': only lambdas/src/data/ imports the DynamoDB client (handlers call data functions)",
    ],
    [
      'product code that imports Testing Library',
      'frontend/src/features/wall/components/wall.tsx',
      "import { render } from '@testing-library/react';\n",
      "imports '@testing-library/react': product code does not import test support or fast-check",
    ],
    [
      'product code that imports the SDK mock',
      'lambdas/src/lib/retry.ts',
      "import { mockClient } from 'aws-sdk-client-mock';\n",
      "imports 'aws-sdk-client-mock': product code does not import test support or fast-check",
    ],
    [
      'shared/ that imports a server-only package',
      'shared/money.ts',
      "import { createHash } from 'node:crypto';\nimport Stripe from 'stripe';\n",
      "imports 'node:crypto': shared/ imports no server-only package (the browser runs it too)",
    ],
    [
      'frontend/src/lib that imports a feature',
      'frontend/src/lib/tracking.ts',
      "import { getWall } from '@/features/wall/api/get-wall';\n",
      "imports '@/features/wall/api/get-wall': frontend/src/lib and components/ import no feature (features build on them, not the other way)",
    ],
  ])('fails on %s', (_, file, source, message) => {
    plant(root, file, source);

    expect(lines(root)).toContain(`${file}: ${message}`);
  });

  test('passes the repository itself', () => {
    expect(checkLayers(ROOT)).toEqual({ status: 0, stderr: expect.any(String) });
  });
});
