import { builtinModules } from 'node:module';
import * as path from 'node:path';

/** What an import reaches: a file of the repository (a path from its root) or an npm package. */
type ImportTarget = { file: string } | { pkg: string };

export interface LayerViolation {
  file: string;
  specifier: string;
  rule: string;
}

interface LayerRule {
  rule: string;
  breaks(from: string, to: ImportTarget): boolean;
}

const ALIASES: [prefix: string, folder: string][] = [
  ['@shared/', 'shared/'],
  ['@/', 'frontend/src/'],
];

/** Test support: test files, and anything in a `test` folder (`lambdas/test`, `frontend/src/test`, …). */
function isTestCode(file: string): boolean {
  return /\.test(\.tsx?)?$/.test(file) || file.split('/').includes('test');
}

const under = (file: string, ...folders: string[]) => folders.some((folder) => file.startsWith(`${folder}/`));
const fileOf = (to: ImportTarget) => ('file' in to ? to.file : undefined);
const featureOf = (file: string) => /^frontend\/src\/features\/([^/]+)\//.exec(file)?.[1];

const PRODUCT_FOLDERS = ['shared', 'lambdas/src', 'frontend/src', 'infra/bin', 'infra/config', 'infra/lib'];
const isProductCode = (file: string) => under(file, ...PRODUCT_FOLDERS) && !isTestCode(file);
const packageOf = (to: ImportTarget) => ('pkg' in to ? to.pkg : undefined);

/** Packages only tests use: the property-test library, Testing Library, the SDK mocks and the API mock. */
const isTestPackage = (pkg: string) =>
  pkg === 'fast-check' || pkg === 'msw' || pkg.startsWith('aws-sdk-client-mock') || pkg.startsWith('@testing-library/');

/** The SDK's DynamoDB clients: only the data layer (lambdas/src/data) speaks to the table. */
const DYNAMODB_PACKAGES = new Set(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);

/** Packages that run only on a server: Node's own modules, the AWS SDK and tools, middy, Stripe's SDK, the CDK. */
const NODE_MODULES = new Set(builtinModules);
const isServerOnlyPackage = (pkg: string) =>
  pkg.startsWith('node:') ||
  NODE_MODULES.has(pkg) ||
  /^@(aws-sdk|middy|aws-lambda-powertools)\//.test(pkg) ||
  ['stripe', 'aws-jwt-verify', 'aws-cdk-lib', 'constructs'].includes(pkg);

const RULES: LayerRule[] = [
  {
    rule: 'a frontend feature does not import another feature (share through components/ or lib/)',
    breaks(from, to) {
      const target = fileOf(to);
      const own = featureOf(from);
      const other = target && featureOf(target);
      return Boolean(own && other && own !== other);
    },
  },
  {
    rule: 'product code does not import test support or fast-check',
    breaks(from, to) {
      if (!isProductCode(from)) return false;
      const target = fileOf(to);
      return target ? isTestCode(target) : isTestPackage(packageOf(to) ?? '');
    },
  },
  {
    rule: 'only lambdas/src/data/ imports the DynamoDB client (handlers call data functions)',
    breaks: (from, to) =>
      isProductCode(from) &&
      under(from, 'lambdas/src') &&
      !under(from, 'lambdas/src/data') &&
      (DYNAMODB_PACKAGES.has(packageOf(to) ?? '') || fileOf(to) === 'lambdas/src/data/client'),
  },
  {
    rule: 'shared/ imports no server-only package (the browser runs it too)',
    breaks: (from, to) => isProductCode(from) && under(from, 'shared') && isServerOnlyPackage(packageOf(to) ?? ''),
  },
  {
    rule: 'frontend/src/lib and components/ import no feature (features build on them, not the other way)',
    breaks: (from, to) =>
      under(from, 'frontend/src/lib', 'frontend/src/components') && featureOf(fileOf(to) ?? '') !== undefined,
  },
  {
    // One set-up for every web test (no timer between keystrokes); a test taking the library's default would be slower.
    rule: "web tests take user-event from frontend/src/test/user-event.ts (the project's set-up of it)",
    breaks: (from, to) =>
      under(from, 'frontend/src') &&
      from !== 'frontend/src/test/user-event.ts' &&
      packageOf(to) === '@testing-library/user-event',
  },
  {
    rule: 'code under src/ does not import infra/',
    breaks: (from, to) =>
      isProductCode(from) && under(from, 'lambdas/src', 'frontend/src') && under(fileOf(to) ?? '', 'infra'),
  },
  {
    rule: 'shared/ imports nothing of the other folders',
    breaks(from, to) {
      const target = fileOf(to);
      return under(from, 'shared') && target !== undefined && !under(target, 'shared');
    },
  },
  {
    rule: 'frontend/ does not import lambdas/',
    breaks: (from, to) => under(from, 'frontend') && under(fileOf(to) ?? '', 'lambdas'),
  },
];

/** Where `specifier`, written in `from` (both from the repository root), leads. */
function importTarget(from: string, specifier: string): ImportTarget {
  if (specifier.startsWith('.')) return { file: path.posix.join(path.posix.dirname(from), specifier) };
  for (const [prefix, folder] of ALIASES) {
    if (specifier.startsWith(prefix)) return { file: folder + specifier.slice(prefix.length) };
  }
  const [scopeOrName = '', name] = specifier.split('/');
  return { pkg: scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName };
}

/** The layer rules `from`'s imports break, one entry per import and rule. */
export function layerViolations(from: string, specifiers: readonly string[]): LayerViolation[] {
  return specifiers.flatMap((specifier) => {
    const to = importTarget(from, specifier);
    return RULES.filter(({ breaks }) => breaks(from, to)).map(({ rule }) => ({ file: from, specifier, rule }));
  });
}

/**
 * The module specifiers of a TypeScript source: static, type-only, re-exported and dynamic imports.
 * Comments are dropped first, so an import quoted in a comment does not count.
 */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const statements = /^\s*(?:(?:import|export)\b[^;'"]*?\bfrom|import)\s*(['"])([^'"\n]+)\1/gm;
  const dynamic = /\b(?:import|require)\s*\(\s*(['"])([^'"\n]+)\1/g;
  return [...code.matchAll(statements), ...code.matchAll(dynamic)].map((match) => match[2] ?? '');
}
