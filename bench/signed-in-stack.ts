/** A fresh local stack (the production build of the site included) with the demo user signed in, for the API and first-load benchmarks. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessTokenFor } from '../infra/local/cognito-setup';
import { findFreePorts } from '../infra/local/ports';
import { startStack } from '../infra/local/stack';
import type { StackFile } from '../infra/local/stack-file';

export interface SignedInStack {
  stack: StackFile;
  /** The demo user's access token. */
  token: string;
  /** DynamoDB Local's process, whose CPU the API load part reads. */
  dynamodbPid: number | undefined;
}

let shared: Promise<{ running: SignedInStack; stop(): Promise<void> }> | undefined;

// The handlers run in this process and keep their clients (DynamoDB endpoint, token issuer) from
// the first stack they saw, so every part shares one stack, stopped once at the end.
async function start(): Promise<{ running: SignedInStack; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'd1-bench-'));
  const stack = await startStack({
    dataDir,
    fresh: true,
    ports: await findFreePorts(),
    site: { kind: 'build' },
    // No reconciler, reminder sweep or email sender in the background: the figures are the measured requests' alone.
    reconcileSeconds: 0,
    emailSweeps: false,
    // The data folder is thrown away after the run; in memory, the scale part's seed writes 10 times faster.
    tableInMemory: true,
    progress: () => {},
    echo: () => {},
  });
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const token = await accessTokenFor(stack.stack.cognito, stack.stack.users.demo);
    return { running: { stack: stack.stack, token, dynamodbPid: stack.pids.dynamodb }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `measure` against the bench's local stack, starting it on first use. */
export async function withSignedInStack<T>(measure: (running: SignedInStack) => Promise<T>): Promise<T> {
  shared ??= start();
  return measure((await shared).running);
}

/** Stops the bench's local stack if one was started. */
export async function stopSignedInStack(): Promise<void> {
  if (shared) await (await shared).stop();
  shared = undefined;
}
