import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CfnResource, Stack } from 'aws-cdk-lib';
import { Construct, type IConstruct } from 'constructs';
import { StoreFunction } from './lib/store-function';
import { synthStage } from './test/synth-stack';

// docs/architecture.md lists every construct class of infra/lib and every Lambda of the stack; this keeps
// the lists true, from the code itself: the classes infra/lib exports and the Lambdas a synthesized stage has.
const DOC = 'docs/architecture.md';
const LIB = path.join(__dirname, 'lib');
const doc = readFileSync(path.join(__dirname, '..', DOC), 'utf8');

interface ConstructClass {
  name: string;
  /** The infra/lib file that exports it. */
  file: string;
  type: abstract new (...args: never[]) => Construct;
}

/** Every class an infra/lib module exports that is a construct (a Stack is one too). */
async function constructClasses(): Promise<ConstructClass[]> {
  const files = readdirSync(LIB).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(
    files.map(async (file) => ({ file, exports: (await import(path.join(LIB, file))) as Record<string, unknown> })),
  );
  return modules.flatMap(({ file, exports }) =>
    Object.entries(exports).flatMap(([name, value]) =>
      typeof value === 'function' && value.prototype instanceof Construct
        ? [{ name, file, type: value as ConstructClass['type'] }]
        : [],
    ),
  );
}

/** The rows of the table under a `### heading` of the doc, each as its cells (the header rows left out). */
function tableRows(heading: string): string[][] {
  const start = doc.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`${DOC} has no "### ${heading}" section`);
  const section = doc.slice(start + heading.length + 6).split(/\n#{1,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** A construct's path inside its stack, as `cdk` and the Lambdas table write it (`Api/AccountFunction`). */
function pathInStack(construct: IConstruct): string {
  return construct.node.path.slice(Stack.of(construct).node.path.length + 1);
}

const { app } = synthStage('dev');
const everyConstruct = app.node.findAll();

test(`${DOC} names every construct class of infra/lib, with the file that exports it`, async () => {
  const classes = await constructClasses();
  const rows = tableRows('Constructs');

  const missing = classes
    .filter(
      ({ name, file }) => !rows.some(([first, ...rest]) => first === `\`${name}\`` && rest.includes(`\`${file}\``)),
    )
    .map(({ name, file }) => `${name} (${file})`);
  const stale = rows.filter(([first]) => !classes.some(({ name }) => first === `\`${name}\``)).map(([first]) => first);

  expect(classes.length).toBeGreaterThan(10);
  expect({ missing, stale }).toEqual({ missing: [], stale: [] });
});

test(`${DOC} names every Lambda of the stack, with its handler`, () => {
  const lambdas = everyConstruct
    .filter((construct): construct is StoreFunction => construct instanceof StoreFunction)
    .map((fn) => ({ path: pathInStack(fn), entry: fn.entry }));
  const rows = tableRows('Lambdas');

  const missing = lambdas
    .filter(
      ({ path, entry }) => !rows.some(([first, handler]) => first === `\`${path}\`` && handler === `\`${entry}\``),
    )
    .map(({ path, entry }) => `${path} (${entry})`);
  const stale = rows.filter(([first]) => !lambdas.some(({ path }) => first === `\`${path}\``)).map(([first]) => first);

  expect(lambdas.length).toBeGreaterThan(10);
  expect({ missing, stale }).toEqual({ missing: [], stale: [] });
});

// What the Lambdas table cannot see: a Lambda built inside the store's constructs some other way. CDK's
// own deploy-time Lambdas sit at the stack's top level, outside them.
test('every Lambda inside the constructs of infra/lib is a StoreFunction', async () => {
  const ours = (await constructClasses()).filter(({ type }) => !(type.prototype instanceof Stack));
  const lambdaResources = everyConstruct.filter(
    (construct) => construct instanceof CfnResource && construct.cfnResourceType === 'AWS::Lambda::Function',
  );

  const outsideStoreFunction = lambdaResources
    .filter((resource) => !resource.node.scopes.some((scope) => scope instanceof StoreFunction))
    .filter((resource) => resource.node.scopes.some((scope) => ours.some(({ type }) => scope instanceof type)))
    .map(pathInStack);

  expect(lambdaResources.length).toBeGreaterThan(10);
  expect(outsideStoreFunction).toEqual([]);
});
