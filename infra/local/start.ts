/**
 * `npm start` (the production build of the SPA) and `npm run dev` (Vite's dev server): the whole
 * store on this machine. Flags: --dev, --fresh (wipe the data folder first), --in-memory (the table in
 * memory, gone on stop: for `npm run seed` at scale).
 */
import { LocalStackError } from './errors';
import { type RunningStack, startStack } from './stack';
import { startupSummary } from './summary';

// The AWS SDK's notice that Node 20 support ends in 2027 is known and only noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const fresh = args.has('--fresh');
const tableInMemory = args.has('--in-memory');

const startup = new AbortController();
let running: RunningStack | undefined;
let stopping = false;

async function shutdown(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (running) {
      console.log('\nStopping the local stack…');
      await running.stop();
      console.log('Stopped.');
    }
  }
  process.exit(exitCode);
}

function onSignal(): void {
  // npm and the terminal can both deliver one Ctrl-C: later signals while stopping change nothing.
  if (stopping) return;
  if (!running) {
    startup.abort();
    return;
  }
  void shutdown(0);
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

async function main(): Promise<void> {
  try {
    running = await startStack({
      fresh,
      tableInMemory,
      site: { kind: dev ? 'dev' : 'build' },
      signal: startup.signal,
      onPartExit: (message) => {
        console.error(`\n${message}\nStopping the stack.`);
        void shutdown(1);
      },
    });
  } catch (error) {
    if (startup.signal.aborted) {
      console.log('Start-up interrupted; everything started so far is stopped.');
      process.exit(0);
    }
    console.error(`\n${describe(error)}`);
    process.exit(1);
  }
  // Measured from this process's start, so the figure includes loading the TypeScript sources.
  console.log(startupSummary(running, performance.now() / 1000));
}

function describe(error: unknown): string {
  if (error instanceof LocalStackError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const detail =
    process.env.D1_DEBUG && error instanceof Error ? `\n${error.stack}` : '\n(Set D1_DEBUG=1 for details.)';
  return `The local stack could not start: ${message}${detail}`;
}

void main();
