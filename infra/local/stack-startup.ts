/**
 * The parts of the local stack starting in parallel: DynamoDB Local, cognito-local (after the local
 * KMS its codes are encrypted with), the local API, the Stripe stand-in, the SES emulator and the
 * site; then the handlers loaded and the users seeded.
 */

import { join } from 'node:path';
import type { RouteKey } from '@shared/api/routes';
import { ENV } from '@shared/contract/lambda-env';
import { SPA_SHELL_FILE } from '@shared/site-pages';
import { API_PREFIX } from './api-proxy';
import { startApiServer } from './api-server';
import { CUSTOM_EMAIL_SENDER_FUNCTION, POST_CONFIRMATION_FUNCTION, startCognitoLocal } from './cognito';
import { cognitoClient, ensureUserPool, seedUsers, userIdOf } from './cognito-setup';
import { cognitoRateFromEnv, startCognitoThrottle } from './cognito-throttle';
import { ensureDevGameKey } from './dev-game-key';
import { startDynamoDb } from './dynamodb';
import { LocalStackError } from './errors';
import { HANDLER_NAMES, handlerLoader } from './handler-modules';
import { startLocalKms } from './kms';
import { applyEnv, authLambdaEnv, baseLambdaEnv } from './lambda-env';
import { LOCAL_TABLE_NAME } from './local-aws';
import { localSiteConfig } from './local-site-config';
import { startOutboxDrainer } from './outbox-drain';
import { fromRoot } from './paths';
import { explainBindError, LOCAL_HOST } from './ports';
import { startSesEmulator } from './ses-emulator';
import { buildSite, SITE_BUILD_DIR, siteBuildNeed } from './site-build';
import { startSiteServer } from './site-server';
import type { StackParts } from './stack-parts';
import { localUrl, type StackSettings } from './stack-settings';
import { type StripeEventsDelivery, stripeEventsFromEnv } from './stripe/event-delivery';
import { startStripeStandIn } from './stripe/stand-in';
import { stripeEventRule } from './stripe-event-rule';
import { localUnsubscribeSecret } from './unsubscribe-secret';
import { startUpdateSendRuns } from './update-send-runs';

export type StartingParts = ReturnType<typeof startParts>;

const UPDATE_SEND_ROUTE: RouteKey = 'POST /admin/updates/{updateId}/send';

/** Starts the backing parts and the API at once, each added to `parts` as it answers; the Lambdas' environment is set meanwhile. */
export function startParts(settings: StackSettings, parts: StackParts, stripeEvents?: StripeEventsDelivery) {
  const { ports, dataDir, apiUrl, echo: log } = settings;
  const loadHandler = handlerLoader();
  // Emails leave through the outbox: after each API request that may write and every few seconds (no
  // streams locally). A read writes no email, so a flood of reads does not keep the sender sweeping.
  const outbox = settings.emailSweeps ? parts.addServer(startOutboxDrainer(loadHandler, log)) : null;
  // An update's send job runs right after the admin starts it (the cloud invokes its Lambda then).
  const updates = parts.addServer(startUpdateSendRuns(loadHandler, async () => outbox?.kick(), log));
  settings.progress('Starting DynamoDB Local, cognito-local, the local API, the Stripe stand-in and the SES emulator…');
  const ses = startSesEmulator({ port: ports.email, host: LOCAL_HOST })
    .catch(explainBindError('email', ports.email))
    .then((server) => parts.addServer(server));
  const dynamodb = startDynamoDb({
    port: ports.dynamodb,
    dataDir,
    inMemory: settings.tableInMemory,
    onSpawn: (p) => parts.addProcess(p),
  });
  const api = startApiServer({
    port: ports.api,
    host: LOCAL_HOST,
    siteOrigins: settings.siteOrigins,
    loadHandler,
    invokableFunctions: {
      [POST_CONFIRMATION_FUNCTION]: 'post-confirmation',
      [CUSTOM_EMAIL_SENDER_FUNCTION]: 'custom-email-sender',
    },
    log,
    afterHandler: (key) => {
      if (key === UPDATE_SEND_ROUTE) void updates.kick();
      if (!key?.startsWith('GET ')) void outbox?.kick();
    },
  })
    .catch(explainBindError('api', ports.api))
    .then((server) => parts.addServer(server));
  // Cognito encrypts each code before its custom email sender sees it; the email sender decrypts it.
  // The local KMS takes any free port: only cognito-local's config and the Lambdas' environment name it.
  const kms = startLocalKms({ dataDir, host: LOCAL_HOST }).then((server) => {
    applyEnv({ [ENV.accountCodeKeyArn]: server.keyArn, [ENV.kmsEndpoint]: server.url });
    return parts.addServer(server);
  });
  const cognito = kms
    .then((server) =>
      startCognitoLocal({
        port: ports.cognito,
        dataDir,
        lambdaEndpoint: apiUrl,
        kmsConfig: server.cognitoLocalConfig,
        echo: settings.echo,
        onSpawn: (p) => parts.addProcess(p),
      }),
    )
    .then(async (part) => ({
      part,
      setup: await ensureUserPool(cognitoClient(part.endpoint), dataDir),
      peopleEndpoint: await peopleCognitoEndpoint(part.endpoint, parts),
    }));
  const standIn = startStandIn(settings, parts, stripeEvents);
  applyBaseLambdaEnv(settings);
  return { loadHandler, ses, dynamodb, api, cognito, standIn };
}

/** Once DynamoDB, cognito-local and the API answer: auth in the Lambdas' environment, handlers loaded, users seeded. */
export async function backendReady(settings: StackSettings, starting: StartingParts): Promise<string> {
  const { progress } = settings;
  const [, { part, setup }] = await Promise.all([starting.dynamodb, starting.cognito, starting.api]);
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
      warmHandlers(starting.loadHandler, progress),
      seedUsers(cognitoClient(part.endpoint), setup, settings.dataDir, settings.apiUrl),
    ]);
  } catch (error) {
    throw new LocalStackError(
      `Seeding the admin and demo users failed: ${(error as Error).message}\n` +
        `If the post-confirmation trigger failed, its error is above; cognito-local's log: ${part.process.logFile}`,
    );
  } finally {
    part.setMuted(false);
  }
  await backfillAccessKeys(progress);
  const { email } = setup.users.admin;
  const adminId = await userIdOf(cognitoClient(part.endpoint), setup.userPoolId, email);
  return ensureDevGameKey(settings.dataDir, { actor: 'admin', adminId, adminEmail: email });
}

/**
 * Where the site and the stack file send people to Cognito: cognito-local itself, or the throttle in
 * front of it when D1_COGNITO_RATE sets a rate. Tokens, seeding and the handlers use cognito-local directly.
 */
async function peopleCognitoEndpoint(endpoint: string, parts: StackParts): Promise<string> {
  if (cognitoRateFromEnv() === undefined) return endpoint;
  return parts.addServer(await startCognitoThrottle({ upstream: endpoint })).url;
}

/** The site as the settings say (built first when its build is missing or old), configured for cognito-local's pool. */
export async function siteReady(settings: StackSettings, parts: StackParts, cognito: StartingParts['cognito']) {
  const { site, ports, apiUrl, progress } = settings;
  if (site.kind === 'none') return undefined;
  const need = site.kind === 'build' ? siteBuildNeed() : undefined;
  if (need) {
    progress(
      `Building the site (${need === 'missing' ? 'no build yet' : 'its sources changed since the last build'})…`,
    );
    await buildSite();
  }
  const { peopleEndpoint, setup } = await cognito;
  // The SPA calls the API on its own origin under /api, which the site server proxies (one origin, as in the cloud).
  const config = localSiteConfig({ apiUrl: API_PREFIX, cognitoEndpoint: peopleEndpoint, ...setup });
  const options = { port: ports.site, host: LOCAL_HOST, config, apiUrl };
  if (site.kind === 'dev') {
    const { startSiteDevServer } = await import('./site-dev');
    return parts.addServer(await startSiteDevServer(options).catch(explainBindError('site', ports.site)));
  }
  const server = startSiteServer({
    ...options,
    root: siteRoot(settings),
    publishedRoot: updatePagesDir(settings.dataDir),
  });
  return parts.addServer(await server.catch(explainBindError('site', ports.site)));
}

/** The built site the stack serves (the dev server's pages are Vite's own). */
function siteRoot({ site }: StackSettings): string {
  return site.kind === 'static' ? site.dir : fromRoot(SITE_BUILD_DIR);
}

/** The stack's own /updates pages, published into its data folder: several stacks share one build. */
function updatePagesDir(dataDir: string): string {
  return join(dataDir, 'update-pages');
}

/**
 * Publishes the /updates pages once the stack is up, as the cloud does after a deploy: a new build's
 * shell (its script names) reaches the pages published before it.
 */
export async function publishLocalUpdatePages(settings: StackSettings): Promise<void> {
  if (settings.site.kind !== 'build' && settings.site.kind !== 'static') return;
  const { publishTargetFromSettings, publishUpdatePages } = await import('../../lambdas/src/updates/publish-pages');
  await publishUpdatePages(publishTargetFromSettings()).catch((error: Error) => {
    settings.progress(
      `Warning: the /updates pages were not published (${error.message.split('\n')[0]}); /updates shows the build's.`,
    );
  });
}

/**
 * Publishes the community goals' figures into the stack's own landing page and wall once it is up, as
 * the cloud does after a deploy: a new build's pages (their script names) get the figures at once.
 */
export async function publishLocalGoalPages(settings: StackSettings): Promise<void> {
  if (settings.site.kind !== 'build' && settings.site.kind !== 'static') return;
  const { goalPagesTargetFromSettings, publishGoalPages } = await import('../../lambdas/src/goals/publish-goal-pages');
  await publishGoalPages(goalPagesTargetFromSettings()).catch((error: Error) => {
    settings.progress(
      `Warning: the goal figures were not published (${error.message.split('\n')[0]}); / and /wall show the build's.`,
    );
  });
}

function startStandIn(settings: StackSettings, parts: StackParts, stripeEvents?: StripeEventsDelivery) {
  const { stripe, ports } = settings;
  if (stripe.kind !== 'stand-in') return Promise.resolve(undefined);
  return startStripeStandIn({
    port: ports.stripe,
    host: LOCAL_HOST,
    stateFile: join(settings.dataDir, 'stripe-stand-in.json'),
    onEvent: stripeEventRule(settings.apiUrl),
    delivery: stripeEvents ?? stripeEventsFromEnv(),
    log: settings.echo,
  })
    .catch(explainBindError('stripe', ports.stripe))
    .then((server) => parts.addServer(server));
}

/** The Lambdas' environment; auth follows once cognito-local has a pool. */
function applyBaseLambdaEnv(settings: StackSettings): void {
  const { ports, stripe, siteOrigins, dataDir } = settings;
  applyEnv(
    baseLambdaEnv({
      tableName: LOCAL_TABLE_NAME,
      dynamodbEndpoint: localUrl(ports.dynamodb),
      siteOrigins,
      stripeSecretKey: stripe.secretKey,
      stripeApiUrl: stripe.kind === 'stand-in' ? localUrl(ports.stripe) : undefined,
      sesEndpoint: localUrl(ports.email),
      siteUrl: localUrl(ports.site),
      unsubscribeSecret: localUnsubscribeSecret(dataDir),
      updatePagesDir: updatePagesDir(dataDir),
      siteShellFile: join(siteRoot(settings), SPA_SHELL_FILE),
    }),
  );
}

/** Gives items a data folder kept from before the admin's access patterns their keys (a no-op once done). */
async function backfillAccessKeys(progress: (line: string) => void): Promise<void> {
  // Imported here: the data modules read the DynamoDB endpoint when they load.
  const { backfillAccessKeys: backfill } = await import('../../lambdas/src/data/access-keys-backfill');
  const counts = await backfill();
  if (counts.profiles + counts.purchases + counts.contacts > 0) {
    progress(
      `Backfilled index keys: ${counts.profiles} profiles, ${counts.purchases} purchases, ${counts.contacts} contacts.`,
    );
  }
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
