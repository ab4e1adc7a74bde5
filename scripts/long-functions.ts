/**
 * `npm run long-functions`: lists the functions, methods and components of the repository's TypeScript
 * longer than the house limit of 60 lines (or the number given), longest first, and counts them in code and in tests.
 */
import * as path from 'node:path';
import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

const PROJECTS = ['tsconfig.node.json', 'tsconfig.web.json'];
const FUNCTION_KINDS = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

const root = path.resolve(process.argv[3] ?? '.');
const limit = Number(process.argv[2] ?? 60);

function nameOf(node: Node, file: SourceFile): string {
  const named = (node as Node & { name?: Node }).name ?? (node.parent as Node & { name?: Node }).name;
  if (named) return named.getText(file);
  if (node.parent.kind === SyntaxKind.CallExpression) {
    const callee = (node.parent as Node & { expression: Node }).expression.getText(file);
    return `callback of ${callee}`;
  }
  return '(anonymous)';
}

function longFunctionsIn(file: SourceFile): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: Node): void => {
    if (FUNCTION_KINDS.has(node.kind)) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      if (lines > limit) {
        found.push({ file: path.relative(root, file.fileName), line: first + 1, name: nameOf(node, file), lines });
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

const api = new API({ cwd: root });
const snapshot = api.updateSnapshot({ openProjects: PROJECTS.map((project) => path.join(root, project)) });
const files = new Set<string>();
const found: LongFunction[] = [];
for (const project of snapshot.getProjects()) {
  for (const name of project.program.getSourceFileNames()) {
    if (name.includes('/node_modules/') || name.endsWith('.d.ts') || files.has(name)) continue;
    files.add(name);
    const file = project.program.getSourceFile(name);
    if (file) found.push(...longFunctionsIn(file));
  }
}
api.close();

const isTest = (item: LongFunction) => /\.test\.tsx?$|\/test\/|^e2e\//.test(item.file);
for (const item of found.sort((a, b) => b.lines - a.lines)) {
  console.log(`${String(item.lines).padStart(4)}  ${item.file}:${item.line}  ${item.name}`);
}
const inTests = found.filter(isTest).length;
console.log(
  `${found.length} functions over ${limit} lines in ${files.size} files: ${found.length - inTests} in code, ${inTests} in tests.`,
);
