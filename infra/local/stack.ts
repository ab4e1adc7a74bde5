/**
 * The whole local stack on 127.0.0.1: DynamoDB Local, cognito-local, the local API, the Stripe
 * stand-in and the site. Parts start in parallel (stack-startup.ts); stack.json is written when every one answers.
 * Used by start.ts (npm start / npm run dev) and by tests.
 */
import { LocalStackError } from './errors';
import { goalPagesSecondsFromEnv, startGoalPagesTimer } from './goal-pages-timer';
import { LOCAL_REGION } from './local-aws';
import { reconcileSecondsFromEnv, startReconcileTimer } from './reconcile-timer';
import { type StackFile, writeStackFile } from './stack-file';
import { StackParts } from './stack-parts';
import { localUrl, prepareDataFolder, type StackOptions, type StackSettings, stackSettings } from './stack-settings';
import {
  backendReady,
  publishLocalGoalPages,
  publishLocalUpdatePages,
  type StartingParts,
  siteReady,
  startParts,
} from './stack-startup';
import { STRIPE_API } from './stripe-mode';

export interface RunningStack {
  stack: StackFile;
  dataDir: string;
  stackFile: string;
  /** From startStack() being called to stack.json being written. */
  startupMs: number;
  pids: { dynamodb: number | undefined; cognito: number | undefined };
  /** Resolves once the Stripe stand-in's events so far are delivered (at once with a real Stripe key). */
  stripeEventsDrained(): Promise<void>;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const started = performance.now();
  const settings = stackSettings(options);
  await prepareDataFolder(settings, options.fresh ?? false);
  const parts = new StackParts(settings.dataDir, (message) => options.onPartExit?.(message));
  const abort = () => void parts.stop();
  options.signal?.addEventListener('abort', abort, { once: true });

  const starting = startParts(settings, parts, options.stripeEvents);
  const { dynamodb, cognito, api, standIn, ses } = starting;
  const backend = backendReady(settings, starting);
  const site = siteReady(settings, parts, cognito);
  const settled = await Promise.allSettled([dynamodb, cognito, api, standIn, ses, backend, site]);
  options.signal?.removeEventListener('abort', abort);
  await stopIfFailed(settled, parts, options.signal);
  await publishLocalUpdatePages(settings);
  await publishLocalGoalPages(settings);

  const stack = await stackFileOf(settings, starting, await backend);
  const stackFile = writeStackFile(settings.dataDir, stack);
  const reconcileSeconds = options.reconcileSeconds ?? reconcileSecondsFromEnv();
  parts.addServer(startReconcileTimer(stack.apiUrl, reconcileSeconds, settings.echo));
  parts.addServer(startGoalPagesTimer(stack.apiUrl, goalPagesSecondsFromEnv(), settings.echo));
  parts.watchForExits();
  const [db, { part: cognitoPart }] = await Promise.all([dynamodb, cognito]);
  return {
    stack,
    dataDir: settings.dataDir,
    stackFile,
    startupMs: performance.now() - started,
    pids: { dynamodb: db.process.pid, cognito: cognitoPart.process.pid },
    stripeEventsDrained: async () => (await standIn)?.drained(),
    stop: () => parts.stop(),
  };
}

/** When a part failed to start, or the start was aborted: everything started is stopped and the failures thrown together. */
async function stopIfFailed(
  settled: PromiseSettledResult<unknown>[],
  parts: StackParts,
  signal: AbortSignal | undefined,
): Promise<void> {
  const failures = [...new Set(settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])))];
  if (signal?.aborted) failures.unshift(new LocalStackError('Start-up was interrupted.'));
  if (failures.length === 0) return;
  await parts.stop();
  throw combine(signal?.aborted ? failures.slice(0, 1) : failures);
}

/** What stack.json says of the started stack: every part's URL, the pool and its seeded users, the dev game key. */
async function stackFileOf(
  settings: StackSettings,
  starting: StartingParts,
  gameServerKey: string,
): Promise<StackFile> {
  const { site, stripe, ports } = settings;
  const [db, { peopleEndpoint, setup }, apiServer, ses] = await Promise.all([
    starting.dynamodb,
    starting.cognito,
    starting.api,
    starting.ses,
  ]);
  return {
    siteUrl: site.kind === 'none' ? '' : localUrl(ports.site),
    apiUrl: apiServer.url,
    cognito: {
      endpoint: peopleEndpoint,
      region: LOCAL_REGION,
      userPoolId: setup.userPoolId,
      clientId: setup.clientId,
    },
    dynamodb: { endpoint: db.endpoint, region: db.region, tableName: db.tableName },
    stripe: { url: stripe.kind === 'stand-in' ? localUrl(ports.stripe) : STRIPE_API },
    email: { url: ses.url },
    users: setup.users,
    game: { serverKey: gameServerKey },
  };
}

function combine(failures: unknown[]): Error {
  const [first] = failures;
  if (failures.length === 1 && first instanceof Error) return first;
  const messages = failures.map((failure) => (failure instanceof Error ? failure.message : String(failure)));
  return new LocalStackError(messages.join('\n\n'));
}
