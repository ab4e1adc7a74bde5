/**
 * `npm run bench -- surge`: the launch surge (surge.ts) at 60 people, its figures as rows. It runs in a
 * process of its own: the handlers keep the clients of the first stack they see, and the other parts
 * share the bench's stack, where no email is sent.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { fromRoot } from '../infra/local/paths';
import { type BenchRow, row } from './report';
import { runSurge, type SurgeOptions, type SurgeResult } from './surge';

/**
 * 60 people at once. SES at its starting rate for an account with production access (14 a second),
 * under the local sweep's 50; Cognito at 10 a second per category, well under a pool's real quotas,
 * so the throttle is met at this size; Stripe refusing the first 30 Checkout Sessions.
 */
const BENCH_SURGE: SurgeOptions = { people: 60, emailRate: 14, cognitoRate: 10, stripe429s: 30 };

/** The line before the rows in the child's output. */
const ROWS_MARK = 'SURGE ROWS ';

/** Raw AWS words a person must never be left with. */
const RAW_AWS_TEXT = /rate exceeded|exception|maximum sending rate/i;

function surgeRows(options: SurgeOptions, result: SurgeResult): BenchRow[] {
  const people = result.people.length;
  const once = (counts: Map<string, number>) => result.people.filter((person) => counts.get(person.email) === 1).length;
  const all = (count: number) => [`${count} / ${people}`, `${people} / ${people}`, count === people] as const;
  const longest = [...result.people].sort((a, b) => b.longestWaitMs - a.longestWaitMs)[0];
  const raw = result.people.filter((person) => RAW_AWS_TEXT.test(person.finalMessage)).length;
  const { cognito, ses, stripe } = result.throttled;
  return [
    row(
      'Surge',
      `people at once (SES ${options.emailRate}/s, Cognito ${options.cognitoRate}/s, first ${options.stripe429s} Stripe sessions 429)`,
      String(people),
    ),
    row('Surge', 'sign-ups done', ...all(result.people.filter((person) => person.signedUp).length)),
    row('Surge', 'codes delivered exactly once', ...all(once(result.codeEmails))),
    row('Surge', 'purchases granted exactly once', ...all(once(result.purchases))),
    row('Surge', 'receipts delivered exactly once', ...all(once(result.receipts))),
    row('Surge', "people left with 'Rate exceeded' or other AWS text", String(raw), '0', raw === 0),
    row(
      'Surge',
      'longest wait a person saw (one step)',
      longest ? `${(longest.longestWaitMs / 1000).toFixed(1)} s (${longest.longestStep})` : '-',
    ),
    row('Surge', 'whole surge, first click to last receipt', `${(result.elapsedMs / 1000).toFixed(1)} s`),
    row('Surge', 'throttled answers met: Cognito / SES / Stripe', `${cognito} / ${ses} / ${stripe}`),
  ];
}

/** Runs the surge in a child process and reads its rows. */
export function benchSurge(): Promise<BenchRow[]> {
  const tsx = fromRoot('node_modules/.bin/tsx');
  const child = spawn(tsx, ['--tsconfig', fromRoot('tsconfig.node.json'), fromRoot('bench/surge-bench.ts')], {
    cwd: fromRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.split('\n').find((one) => one.startsWith(ROWS_MARK));
      if (code !== 0 || !line) reject(new Error(`The surge run ended with ${code}:\n${output}`));
      else resolve(JSON.parse(line.slice(ROWS_MARK.length)) as BenchRow[]);
    });
  });
}

// Run as the child: the surge, then its rows on one line.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSurge(BENCH_SURGE).then(
    (result) => {
      console.log(`${ROWS_MARK}${JSON.stringify(surgeRows(BENCH_SURGE, result))}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
