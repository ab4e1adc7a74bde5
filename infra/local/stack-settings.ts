/**
 * What a start of the local stack works from: its options, filled in from the environment and the
 * defaults, and the data folder made ready for it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepareDataDir } from './data-dir';
import { defaultDataDir } from './paths';
import { assertPortsFree, LOCAL_HOST, PORT_NAMES, portsFromEnv, type StackPorts } from './ports';
import { stackFilePath } from './stack-file';
import type { StripeEventsDelivery } from './stripe/event-delivery';
import { type StripeMode, stripeMode } from './stripe-mode';

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
  /** Send the outbox's emails (after each request and on a timer); off, emails wait unsent (the bench). Default on. */
  emailSweeps?: boolean;
  /** Keep the table in memory, not in the data folder: 10 times faster to fill, gone on stop (the bench). */
  tableInMemory?: boolean;
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

export interface StackSettings {
  progress: (line: string) => void;
  echo: (line: string) => void;
  dataDir: string;
  tableInMemory: boolean;
  emailSweeps: boolean;
  ports: StackPorts;
  site: SiteMode;
  stripe: StripeMode;
  apiUrl: string;
  /** The site's origins the API answers: 127.0.0.1 and localhost. */
  siteOrigins: string[];
}

export function localUrl(port: number): string {
  return `http://${LOCAL_HOST}:${port}`;
}

export function stackSettings(options: StackOptions): StackSettings {
  const ports: StackPorts = { ...portsFromEnv(), ...options.ports };
  return {
    progress: options.progress ?? ((line: string) => console.log(line)),
    echo: options.echo ?? ((line: string) => console.log(line)),
    dataDir: resolve(options.dataDir ?? defaultDataDir()),
    tableInMemory: options.tableInMemory ?? false,
    emailSweeps: options.emailSweeps ?? true,
    ports,
    site: options.site ?? { kind: 'build' },
    stripe: stripeMode(options.stripeSecretKey ?? process.env.STRIPE_SECRET_KEY),
    apiUrl: localUrl(ports.api),
    siteOrigins: [localUrl(ports.site), `http://localhost:${ports.site}`],
  };
}

/** The ports the stack needs are free, then the data folder is ready (emptied when `fresh`). */
export async function prepareDataFolder(settings: StackSettings, fresh: boolean): Promise<void> {
  const { ports, site, stripe, dataDir } = settings;
  const used = PORT_NAMES.filter(
    (name) => !(name === 'site' && site.kind === 'none') && !(name === 'stripe' && stripe.kind === 'real'),
  );
  // Before --fresh wipes anything: a busy port may mean this data folder is in use.
  await assertPortsFree(ports, used);
  if (!fresh && existsSync(stackFilePath(dataDir))) {
    settings.progress(`Note: ${stackFilePath(dataDir)} was left by a stack that did not stop cleanly; replacing it.`);
  }
  prepareDataDir(dataDir, fresh);
}
