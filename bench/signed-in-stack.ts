/** A fresh local stack (no site) with the demo user signed in, for the API benchmarks. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthFlowType, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../infra/local/cognito-setup';
import { findFreePorts } from '../infra/local/ports';
import { startStack } from '../infra/local/stack';
import type { StackFile } from '../infra/local/stack-file';

export interface SignedInStack {
  stack: StackFile;
  /** The demo user's access token. */
  token: string;
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
    site: { kind: 'none' },
    progress: () => {},
    echo: () => {},
  });
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { endpoint, clientId } = stack.stack.cognito;
    const { email, password } = stack.stack.users.demo;
    const auth = await cognitoClient(endpoint).send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('The demo user could not sign in');
    return { running: { stack: stack.stack, token }, stop };
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
