/**
 * `npm run bench`: measures the budgets of docs/design.md and prints one table; writes it, with the date
 * and machine, to bench/results.md. Not part of `npm test`: figures, not pass/fail.
 * `npm run bench -- landing lambdas` runs only the named parts; `npm run bench -- pages` scores every public page.
 */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchApiLoad } from './api-load';
import { benchFirstLoadRequests } from './first-load-requests';
import { benchFulfilment } from './fulfilment';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLanding } from './landing';
import { benchPages } from './pages';
import { type BenchRow, markdownTable } from './report';
import { stopSignedInStack } from './signed-in-stack';

const PARTS: Record<string, () => Promise<BenchRow[]>> = {
  landing: benchLanding,
  pages: benchPages,
  lambdas: benchLambdaBundles,
  api: benchApiLoad,
  fulfilment: benchFulfilment,
  requests: benchFirstLoadRequests,
};

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((name) => name in PARTS);
  const names = asked.length ? asked : Object.keys(PARTS);
  const rows: BenchRow[] = [];
  try {
    for (const name of names) {
      console.log(`Measuring ${name}…`);
      const started = performance.now();
      rows.push(...((await PARTS[name]?.()) ?? []));
      console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await stopSignedInStack();
  }
  const table = markdownTable(rows);
  console.log(`\n${table}\n`);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const report = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString()} on ${machine}, with \`npm run bench${asked.length ? ` -- ${asked.join(' ')}` : ''}\`.`,
    '',
    table,
    '',
    'What the figures mean, how the budgets are met and why a target is missed: `docs/performance.md`.',
    '',
  ].join('\n');
  writeFileSync(join(import.meta.dirname, 'results.md'), report);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
