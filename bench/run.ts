/**
 * `npm run bench`: measures the budgets of docs/design.md and prints one table; writes it, with the date
 * and machine, to bench/results.md. Not part of `npm test`: figures, not pass/fail.
 * `npm run bench -- landing lambdas` runs only the named parts (the other parts' rows stay in results.md);
 * `npm run bench -- pages` scores every public page, `npm run bench -- scale` the admin panel at 100,000 supporters,
 * `npm run bench -- surge` 60 people signing up and buying at once against throttling stand-ins.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchApiLoad } from './api-load';
import { benchFirstLoadRequests } from './first-load-requests';
import { benchFulfilment } from './fulfilment';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLanding } from './landing';
import { benchPages } from './pages';
import { type BenchRow, markdownTable, rowsOfMarkdownTable } from './report';
import { benchScale } from './scale';
import { stopSignedInStack } from './signed-in-stack';
import { benchSurge } from './surge-bench';

// The API's handlers run in this process, and the api part measures its CPU: it goes first, before
// Lighthouse and Playwright are loaded into the process (after them GET /me cost 1.45 ms of it, against
// 1.34-1.39 ms when measured first).
const PARTS: Record<string, () => Promise<BenchRow[]>> = {
  api: benchApiLoad,
  landing: benchLanding,
  pages: benchPages,
  lambdas: benchLambdaBundles,
  fulfilment: benchFulfilment,
  requests: benchFirstLoadRequests,
  scale: benchScale,
  surge: benchSurge,
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
  console.log(`\n${markdownTable(rows)}\n`);
  const resultsFile = join(import.meta.dirname, 'results.md');
  const measured = new Set(rows.map((measuredRow) => measuredRow.area));
  // Only some parts run: the other parts' rows stay as an earlier run measured them.
  const kept =
    asked.length && existsSync(resultsFile)
      ? rowsOfMarkdownTable(readFileSync(resultsFile, 'utf8')).filter((earlier) => !measured.has(earlier.area))
      : [];
  const table = markdownTable([...kept, ...rows]);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const report = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString()} on ${machine}, with \`npm run bench${asked.length ? ` -- ${asked.join(' ')}` : ''}\`${kept.length ? '; the rows of the parts not named are from an earlier run' : ''}.`,
    '',
    table,
    '',
    'What the figures mean, how the budgets are met and why a target is missed: `docs/performance.md`.',
    '',
  ].join('\n');
  writeFileSync(resultsFile, report);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
