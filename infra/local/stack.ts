/**
 * The whole local stack on 127.0.0.1: DynamoDB Local, cognito-local, the local API, the Stripe
 * stand-in and the site. Parts start in parallel; stack.json is written when every one answers.
 * Used by start.ts (npm start / npm run dev) and by tests.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_PREFIX } from './api-proxy';
import { startApiServer } from './api-server';
import { POST_CONFIRMATION_FUNCTION, startCognitoLocal } from './cognito';
import { cognitoClient, ensureUserPool, seedUsers, userIdOf } from './cognito-setup';
import { prepareDataDir } from './data-dir';
import { ensureDevGameKey } from './dev-game-key';
import { startDynamoDb } from './dynamodb';
import { LocalStackError } from './errors';
import { HANDLER_NAMES, handlerLoader } from './handler-modules';
import { applyEnv, authLambdaEnv, baseLambdaEnv } from './lambda-env';
import { LOCAL_REGION, LOCAL_TABLE_NAME } from './local-aws';
import { localSiteConfig } from './local-site-config';
import { startOutboxDrainer } from './outbox-drain';
import { defaultDataDir, fromRoot } from './paths';
import { assertPortsFree, explainBindError, LOCAL_HOST, PORT_NAMES, portsFromEnv, type StackPorts } from './ports';
import { reconcileSecondsFromEnv, startReconcileTimer } from './reconcile-timer';
import { startSesEmulator } from './ses-emulator';
import { buildSite, SITE_BUILD_DIR, siteBuildNeed } from './site-build';
import { startSiteServer } from './site-server';
import { type StackFile, stackFilePath, writeStackFile } from './stack-file';
import { StackParts } from './stack-parts';
import { type StripeEventsDelivery, stripeEventsFromEnv } from './stripe/event-delivery';
import { startStripeStandIn } from './stripe/stand-in';
import { stripeEventRule } from './stripe-event-rule';
import { STRIPE_API, stripeMode } from './stripe-mode';

/** How the site is served: the production build (npm start), Vite's dev server, a given folder, or not at all. */
type SiteMode = { kind: 'build' } | { kind: 'dev' } | { kind: 'static'; dir: string } | { kind: 'none' };

export interface StackOptions {
  /** Default: D1_DATA_DIR or `.local/`. */
  dataDir?: string;
  /** Default: the D1_*_PORT variables or the standard ports. */
  ports?: Partial<StackPorts>;
  /** How often the reconciler runs; default D1_RECONCILE_SECONDS or 60 (0: only on POST /_local/reconcile). */
  reconcileSeconds?: number;
  /** Wipe the data folder first. */
  fresh?: boolean;
  site?: SiteMode;
  /** Default: STRIPE_SECRET_KEY; a real sk_test_ key skips the stand-in. */
  stripeSecretKey?: string;
  /** How the stand-in's events are delivered; default D1_STRIPE_EVENTS (eventbridge, or chaos). */
  stripeEvents?: StripeEventsDelivery;
  /** Progress lines while starting. */
  progress?: (line: string) => void;
  /** Output of the parts worth showing (cognito-local's codes, handler errors). */
  echo?: (line: string) => void;
  /** Called when a part ends on its own while the stack runs. */
  onPartExit?: (message: string) => void;
  /** Aborting stops whatever has started and makes startStack reject. */
  signal?: AbortSignal;
}

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
  const progress = options.progress ?? ((line: string) => console.log(line));
  const echo = options.echo ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir ?? defaultDataDir());
  const ports: StackPorts = { ...portsFromEnv(), ...options.ports };
  const site = options.site ?? { kind: 'build' };
  const stripe = stripeMode(options.stripeSecretKey ?? process.env.STRIPE_SECRET_KEY);

  const used = PORT_NAMES.filter(
    (name) => !(name === 'site' && site.kind === 'none') && !(name === 'stripe' && stripe.kind === 'real'),
  );
  // Before --fresh wipes anything: a busy port may mean this data folder is in use.
  await assertPortsFree(ports, used);
  if (!options.fresh && existsSync(stackFilePath(dataDir))) {
    progress(`Note: ${stackFilePath(dataDir)} was left by a stack that did not stop cleanly; replacing it.`);
  }
  prepareDataDir(dataDir, options.fresh ?? false);

  const url = (port: number) => `http://${LOCAL_HOST}:${port}`;
  const apiUrl = url(ports.api);
  const siteOrigins = [url(ports.site), `http://localhost:${ports.site}`];
  const parts = new StackParts(dataDir, (message) => options.onPartExit?.(message));
  const loadHandler = handlerLoader();
  const abort = () => void parts.stop();
  options.signal?.addEventListener('abort', abort, { once: true });
  const log = (line: string) => echo(line);

  // Emails leave through the outbox: after each API request and every few seconds (no streams locally).
  const outbox = parts.addServer(startOutboxDrainer(loadHandler, log));
  progress('Starting DynamoDB Local, cognito-local, the local API, the Stripe stand-in and the SES emulator…');
  const ses = startSesEmulator({ port: ports.email, host: LOCAL_HOST })
    .catch(explainBindError('email', ports.email))
    .then((server) => parts.addServer(server));
  const dynamodb = startDynamoDb({ port: ports.dynamodb, dataDir, onSpawn: (p) => parts.addProcess(p) });
  const api = startApiServer({
    port: ports.api,
    host: LOCAL_HOST,
    siteOrigins,
    loadHandler,
    invokableFunctions: { [POST_CONFIRMATION_FUNCTION]: 'post-confirmation' },
    log,
    afterHandler: () => void outbox.kick(),
  })
    .catch(explainBindError('api', ports.api))
    .then((server) => parts.addServer(server));
  const cognito = startCognitoLocal({
    port: ports.cognito,
    dataDir,
    lambdaEndpoint: apiUrl,
    echo,
    onSpawn: (p) => parts.addProcess(p),
  }).then(async (part) => ({ part, setup: await ensureUserPool(cognitoClient(part.endpoint), dataDir) }));
  const standIn =
    stripe.kind === 'stand-in'
      ? startStripeStandIn({
          port: ports.stripe,
          host: LOCAL_HOST,
          stateFile: join(dataDir, 'stripe-stand-in.json'),
          onEvent: stripeEventRule(apiUrl),
          delivery: options.stripeEvents ?? stripeEventsFromEnv(),
          log,
        })
          .catch(explainBindError('stripe', ports.stripe))
          .then((server) => parts.addServer(server))
      : Promise.resolve(undefined);

  // The Lambdas' environment; auth follows once cognito-local has a pool.
  applyEnv(
    baseLambdaEnv({
      tableName: LOCAL_TABLE_NAME,
      dynamodbEndpoint: url(ports.dynamodb),
      siteOrigins,
      stripeSecretKey: stripe.secretKey,
      stripeApiUrl: stripe.kind === 'stand-in' ? url(ports.stripe) : undefined,
      sesEndpoint: url(ports.email),
      siteUrl: url(ports.site),
    }),
  );

  const backendReady = (async () => {
    const [, { part, setup }] = await Promise.all([dynamodb, cognito, api]);
    applyEnv(
      authLambdaEnv({
        issuer: `${part.endpoint}/${setup.userPoolId}`,
        clientId: setup.clientId,
        userPoolId: setup.userPoolId,
        cognitoEndpoint: part.endpoint,
      }),
    );
    progress('Loading the Lambda handlers and seeding the admin and demo users…');
    part.setMuted(true);
    try {
      await Promise.all([
        warmHandlers(loadHandler, progress),
        seedUsers(cognitoClient(part.endpoint), setup, dataDir, apiUrl),
      ]);
    } catch (error) {
      throw new LocalStackError(
        `Seeding the admin and demo users failed: ${(error as Error).message}\n` +
          `If the post-confirmation trigger failed, its error is above; cognito-local's log: ${part.process.logFile}`,
      );
    } finally {
      part.setMuted(false);
    }
    const { email } = setup.users.admin;
    const adminId = await userIdOf(cognitoClient(part.endpoint), setup.userPoolId, email);
    return ensureDevGameKey(dataDir, { actor: 'admin', adminId, adminEmail: email });
  })();

  const siteReady = (async () => {
    if (site.kind === 'none') return undefined;
    const need = site.kind === 'build' ? siteBuildNeed() : undefined;
    if (need) {
      progress(
        `Building the site (${need === 'missing' ? 'no build yet' : 'its sources changed since the last build'})…`,
      );
      await buildSite();
    }
    const { part, setup } = await cognito;
    // The SPA calls the API on its own origin under /api, which the site server proxies (one origin, as in the cloud).
    const config = localSiteConfig({ apiUrl: API_PREFIX, cognitoEndpoint: part.endpoint, ...setup });
    const options = { port: ports.site, host: LOCAL_HOST, config, apiUrl };
    if (site.kind === 'dev') {
      const { startSiteDevServer } = await import('./site-dev');
      return parts.addServer(await startSiteDevServer(options).catch(explainBindError('site', ports.site)));
    }
    const root = site.kind === 'static' ? site.dir : fromRoot(SITE_BUILD_DIR);
    return parts.addServer(await startSiteServer({ ...options, root }).catch(explainBindError('site', ports.site)));
  })();

  const settled = await Promise.allSettled([dynamodb, cognito, api, standIn, ses, backendReady, siteReady]);
  options.signal?.removeEventListener('abort', abort);
  const failures = [...new Set(settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])))];
  if (options.signal?.aborted) failures.unshift(new LocalStackError('Start-up was interrupted.'));
  if (failures.length > 0) {
    await parts.stop();
    throw combine(options.signal?.aborted ? failures.slice(0, 1) : failures);
  }

  const [db, { part: cognitoPart, setup }, apiServer] = await Promise.all([dynamodb, cognito, api]);
  const stack: StackFile = {
    siteUrl: site.kind === 'none' ? '' : url(ports.site),
    apiUrl: apiServer.url,
    cognito: {
      endpoint: cognitoPart.endpoint,
      region: LOCAL_REGION,
      userPoolId: setup.userPoolId,
      clientId: setup.clientId,
    },
    dynamodb: { endpoint: db.endpoint, region: db.region, tableName: db.tableName },
    stripe: { url: stripe.kind === 'stand-in' ? url(ports.stripe) : STRIPE_API },
    email: { url: (await ses).url },
    users: setup.users,
    game: { serverKey: await backendReady },
  };
  const stackFile = writeStackFile(dataDir, stack);
  parts.addServer(startReconcileTimer(apiServer.url, options.reconcileSeconds ?? reconcileSecondsFromEnv(), echo));
  parts.watchForExits();
  return {
    stack,
    dataDir,
    stackFile,
    startupMs: performance.now() - started,
    pids: { dynamodb: db.process.pid, cognito: cognitoPart.process.pid },
    stripeEventsDrained: async () => (await standIn)?.drained(),
    stop: () => parts.stop(),
  };
}

/** Imports every handler now, so the first request is fast and a broken module is named at start. */
async function warmHandlers(load: ReturnType<typeof handlerLoader>, progress: (line: string) => void) {
  await Promise.all(
    HANDLER_NAMES.map((name) =>
      load(name).catch((error: Error) => {
        progress(`Warning: the ${name} handler did not load (${error.message.split('\n')[0]}); its calls answer 500.`);
      }),
    ),
  );
}

function combine(failures: unknown[]): Error {
  const [first] = failures;
  if (failures.length === 1 && first instanceof Error) return first;
  const messages = failures.map((failure) => (failure instanceof Error ? failure.message : String(failure)));
  return new LocalStackError(messages.join('\n\n'));
}
