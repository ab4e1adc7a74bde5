import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSync } from '@swc/core';
import { repositoryFiles } from '../../scripts/repository-files';

/**
 * No request path reads the whole table: the Lambdas' code (tests and seeding aside) names no Scan,
 * in any of the SDK's spellings, and no PartiQL statement, which runs as a scan unless it names a key.
 */
const FORBIDDEN = new Set([
  'ScanCommand',
  'ScanCommandInput',
  'ScanInput',
  'Scan',
  'scan',
  'paginateScan',
  'ExecuteStatementCommand',
  'BatchExecuteStatementCommand',
  'executeStatement',
]);

const SOURCE_ROOT = path.join(__dirname);

/** Each use of a forbidden name (an identifier or a string) in a source file: `<file> <name>`. */
function scanUses(file: string, source: string): string[] {
  const tree = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const { type, value } = node as { type?: unknown; value?: unknown };
    if ((type === 'Identifier' || type === 'StringLiteral') && typeof value === 'string' && FORBIDDEN.has(value)) {
      found.push(`${file} ${value}`);
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(tree);
  return found;
}

const isTestOrSeed = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(test|seed)(\/|\.)/.test(file);

describe('no scan in a request path', () => {
  it('finds no Scan or PartiQL call in lambdas/src outside tests and seeding', () => {
    const files = repositoryFiles(SOURCE_ROOT, /\.tsx?$/).filter((file) => !isTestOrSeed(file));

    const uses = files.flatMap((file) => scanUses(file, readFileSync(path.join(SOURCE_ROOT, file), 'utf8')));

    expect(files.length).toBeGreaterThan(50);
    expect(uses).toEqual([]);
  });

  it.each([
    ["import { ScanCommand } from '@aws-sdk/lib-dynamodb';", 'ScanCommand'],
    ["const { ScanCommand: Read } = await import('@aws-sdk/lib-dynamodb');", 'ScanCommand'],
    ['for await (const page of paginateScan({ client }, input)) use(page);', 'paginateScan'],
    ["await client.send(new commands['ScanCommand'](input));", 'ScanCommand'],
    ['await lowLevel.scan(input);', 'scan'],
    ["await client.send(new ExecuteStatementCommand({ Statement: 'SELECT * FROM t' }));", 'ExecuteStatementCommand'],
  ])('catches %s', (source, name) => {
    expect(scanUses('sample.ts', source)).toEqual([`sample.ts ${name}`]);
  });

  it('leaves Query and the words in comments alone', () => {
    const source = "// never a Scan\nawait client.send(new QueryCommand({ KeyConditionExpression: 'pk = :pk' }));";

    expect(scanUses('sample.ts', source)).toEqual([]);
  });
});
