/**
 * `npm run test:e2e`: the journey files (e2e/*.test.ts, or those named) three at a time. Each file runs
 * in a process of its own with a stack of its own, so they share only the site build, made here
 * first: stacks finding it stale at once would all build into dist/site. The run's temporary
 * files (data folders, Chromium's profiles and sockets) go into one scratch folder, removed at the end
 * even when a journey fails or the run is interrupted.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../infra/local/paths';
import { buildSite, siteBuildNeed } from '../infra/local/site-build';
import { removeScratchDir, startScratchDir } from '../lambdas/test/scratch-dir';

/**
 * Files side by side. A journey spends most of its time waiting (on the stack's Lambdas, emails, the
 * reconciler, the page): journeys 1 to 16 alone in one file kept half a core busy (126 s of CPU in
 * 246 s, Chromium and the stack included), so two files side by side left much of the second core
 * idle. Three files of about the same length (seven to thirteen journeys each) put it to work. Within a
 * file the journeys still run in turn.
 */
const CONCURRENCY = 3;

const named = process.argv.slice(2);
const files = named.length
  ? named
  : readdirSync(fromRoot('e2e'))
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => join('e2e', name));

const need = siteBuildNeed();
if (need) {
  console.log(`[e2e] building the site (${need === 'missing' ? 'no build yet' : 'its sources changed'})…`);
  await buildSite();
}

const scratch = startScratchDir();
// A process group of its own, so a signal reaches every journey file (each stops its stack on SIGINT
// or SIGTERM): Node's test runner does not pass a SIGTERM on to the files it runs.
const runner = spawn(
  fromRoot('node_modules/.bin/tsx'),
  ['--tsconfig', 'tsconfig.node.json', '--test', `--test-concurrency=${CONCURRENCY}`, ...files],
  { cwd: fromRoot(), stdio: 'inherit', detached: true },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => signalGroup(signal));
}
runner.on('exit', async (code, signal) => {
  // The files may still be stopping their stacks in the scratch folder: it goes once they are gone.
  await groupEnded();
  removeScratchDir(scratch);
  process.exit(code ?? (signal === 'SIGINT' ? 130 : 143));
});

function signalGroup(signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-(runner.pid as number), signal);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once no process of the runner's group is left, or after half a minute. */
async function groupEnded(): Promise<void> {
  const until = Date.now() + 30_000;
  while (signalGroup(0) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
}
