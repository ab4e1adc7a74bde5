/**
 * One local stack for a journey file: a fresh temporary data folder, free ports and the production
 * build of the site. Sign-up codes are read from the emails in the local SES inbox, as the person
 * signing up reads them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePorts } from '../../infra/local/ports';
import { type RunningStack, startStack } from '../../infra/local/stack';
import type { StackFile } from '../../infra/local/stack-file';
import type { StripeEventsDelivery } from '../../infra/local/stripe/event-delivery';
import { emailedCode } from './inbox';

export interface E2eStack {
  stack: StackFile;
  startupMs: number;
  /** The code in the newest verification email to this address (waits for it). */
  confirmationCode(email: string): Promise<string>;
  /** Resolves once the Stripe stand-in's events so far are delivered. */
  stripeEventsDrained(): Promise<void>;
  stop(): Promise<void>;
}

/** `stripeEvents`: how the stand-in delivers its events; default D1_STRIPE_EVENTS. */
export async function startE2eStack(options: { stripeEvents?: StripeEventsDelivery } = {}): Promise<E2eStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'd1-e2e-'));
  let running: RunningStack | undefined;
  const stop = async () => {
    const current = running;
    running = undefined;
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A run interrupted with Ctrl-C must not leave Java or cognito-local behind.
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  // The handlers run in this process; their routine INFO lines would bury the test report.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const start = async () =>
    startStack({
      dataDir,
      fresh: true,
      ports: await findFreePorts(),
      site: { kind: 'build' },
      // The journeys run the payments reconciler themselves (POST /_local/reconcile), so a payment it
      // grants is granted by that run and not by a timer that happened to fire first.
      reconcileSeconds: 0,
      stripeEvents: options.stripeEvents,
      progress: (line) => console.log(`[stack] ${line}`),
      // Failures of handlers and the stand-in belong next to the step that failed; of cognito-local's
      // lines only its errors (a code email it could not hand over), not its routine refusals.
      echo: (line) => {
        if (!line.startsWith('[cognito]') || line.includes('ERROR')) console.error(line);
      },
    });
  try {
    running = await start().catch((error: Error) => {
      // Free ports are only free when probed; another run on this machine may take one first. Once more.
      if (!/in use/.test(error.message)) throw error;
      console.log(`[stack] ${error.message.split('\n')[0]} Retrying on other ports.`);
      return start();
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const emailUrl = running.stack.email.url;
  return {
    stack: running.stack,
    startupMs: running.startupMs,
    confirmationCode: (email) => emailedCode(emailUrl, email),
    stripeEventsDrained: () => running?.stripeEventsDrained() ?? Promise.resolve(),
    stop: async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stop();
    },
  };
}
