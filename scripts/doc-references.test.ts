import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { danglingReferences } from './doc-references';

const ROOT = path.resolve(__dirname, '..');

describe('danglingReferences', () => {
  let root: string;

  function plant(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'd1-docs-'));
    plant('docs/product.md', '# The product\n\n## 8. Error catalogue\n\n### Route table\n');
    plant('README.md', 'See [the product](docs/product.md) and [its errors](docs/product.md#8-error-catalogue).\n');
    plant(
      'shared/checkout-messages.ts',
      "/** Checkout messages (docs/product.md §8. Error catalogue). */\nexport const path = 'docs/gone.md';\n",
    );
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('finds nothing when every link, file name and § reference leads to a file and heading', () => {
    expect(danglingReferences(root)).toEqual([]);
  });

  test('reports a link to a missing file or heading', () => {
    plant('docs/design.md', '# Design\n\n[Routes](routes.md), [errors](product.md#9-limits), [here](#design)\n');

    expect(danglingReferences(root)).toEqual([
      { at: 'docs/design.md:3', reference: '[Routes](routes.md)', reason: 'no such file' },
      {
        at: 'docs/design.md:3',
        reference: '[errors](product.md#9-limits)',
        reason: 'docs/product.md has no heading with this anchor',
      },
    ]);
  });

  test('reports a § reference to a missing heading, and a § with no document', () => {
    plant('frontend/src/lib/form-errors.ts', '// Forms show the first message (SPEC §5).\n');
    plant('lambdas/src/lib/etag.ts', '// Weak and strong tags compare alike (RFC 9110 §13.1.2).\n');
    plant('frontend/src/lib/tracking.ts', '/** Meta pixel (docs/product.md §Tracking). */\n');

    expect(danglingReferences(root)).toEqual([
      {
        at: 'frontend/src/lib/form-errors.ts:1',
        reference: '// Forms show the first message (SPEC §5).',
        reason: '§ with no document before it',
      },
      {
        at: 'frontend/src/lib/tracking.ts:1',
        reference: 'docs/product.md §Tracking). */',
        reason: 'docs/product.md has no heading that the text after § begins with',
      },
    ]);
  });

  test('reports a markdown file named in a comment that is not in the repository', () => {
    plant('infra/lib/table-access.ts', "/** The key prefixes of DESIGN.md's key table. */\n");

    expect(danglingReferences(root)).toEqual([
      { at: 'infra/lib/table-access.ts:1', reference: 'DESIGN.md', reason: 'not a file of the repository' },
    ]);
  });

  test("finds nothing in the repository's own docs and comments", () => {
    expect(danglingReferences(ROOT)).toEqual([]);
  });
});
