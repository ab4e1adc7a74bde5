/**
 * cognito-local, run as a child with its working folder in the data folder (it keeps pools and
 * users in `.cognito/db/` there). Its triggers call the local API server's Lambda Invoke path: the
 * post-confirmation trigger, and the custom email sender, which queues every sign-up and reset code
 * in the outbox, encrypted under the local KMS's key (infra/local/kms.ts), as in the cloud. The codes
 * arrive in the local SES inbox as emails.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_CREDENTIALS } from './local-aws';
import { fromRoot } from './paths';
import { LOCAL_HOST } from './ports';
import { SupervisedProcess } from './supervised-process';
import { waitUntil } from './wait';

/** The function name cognito-local invokes after a sign-up is confirmed. */
export const POST_CONFIRMATION_FUNCTION = 'post-confirmation';
/** The function name cognito-local invokes for every code email (sign-up, resend, reset, address). */
export const CUSTOM_EMAIL_SENDER_FUNCTION = 'custom-email-sender';

export interface CognitoLocalOptions {
  port: number;
  dataDir: string;
  /** Base URL of the server answering Lambda Invoke (the local API server). */
  lambdaEndpoint: string;
  /** cognito-local's KMSConfig: the local KMS's key, alias and endpoint (LocalKms.cognitoLocalConfig). */
  kmsConfig: Record<string, unknown>;
  /** Receives the lines worth showing the developer (codes, errors), already prefixed. */
  echo: (line: string) => void;
  onSpawn: (process: SupervisedProcess) => void;
  timeoutMs?: number;
}

export interface CognitoLocalPart {
  endpoint: string;
  process: SupervisedProcess;
  /** While muted, output goes only to the log (seeding's expected refusals nobody needs). */
  setMuted(muted: boolean): void;
}

/** cognito-local's `.cognito/config.json`: written on every start, so moved ports take effect. */
function cognitoLocalConfig(port: number, lambdaEndpoint: string, kmsConfig: Record<string, unknown>) {
  return {
    LambdaClient: { endpoint: lambdaEndpoint, region: 'local', credentials: LOCAL_CREDENTIALS },
    TriggerFunctions: { PostConfirmation: POST_CONFIRMATION_FUNCTION, CustomEmailSender: CUSTOM_EMAIL_SENDER_FUNCTION },
    KMSConfig: kmsConfig,
    // The token issuer is this domain + "/<poolId>"; the SPA and the handlers use the same host.
    TokenConfig: { IssuerDomain: `http://${LOCAL_HOST}:${port}` },
    ServerConfig: { hostname: LOCAL_HOST, port },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
}

export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocalPart> {
  const workDir = join(options.dataDir, 'cognito');
  mkdirSync(join(workDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(workDir, '.cognito', 'config.json'),
    `${JSON.stringify(cognitoLocalConfig(options.port, options.lambdaEndpoint, options.kmsConfig), null, 2)}\n`,
  );

  const child = spawn(process.execPath, [fromRoot('infra/local/cognito-local-server.cjs')], {
    cwd: workDir,
    env: {
      ...process.env,
      HOST: LOCAL_HOST,
      PORT: String(options.port),
      // cognito-local uses the AWS SDK v2 for Lambda calls; its end-of-support notice is noise here.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let muted = false;
  const supervised = new SupervisedProcess('cognito-local', child, {
    logFile: join(options.dataDir, 'logs', 'cognito-local.log'),
    onLine: (line) => {
      if (!muted && isWorthShowing(line)) options.echo(`[cognito] ${line}`);
    },
  });
  options.onSpawn(supervised);

  const endpoint = `http://${LOCAL_HOST}:${options.port}`;
  await waitUntil(async () => (await fetch(endpoint, { method: 'GET' })).status > 0, {
    name: 'cognito-local',
    timeoutMs: options.timeoutMs ?? 20_000,
    process: supervised,
  });
  return {
    endpoint,
    process: supervised,
    setMuted: (value) => {
      muted = value;
    },
  };
}

/** Everything but the start-up banner: warnings and errors (a code email that failed among them). */
function isWorthShowing(line: string): boolean {
  return line.trim() !== '' && !line.includes('Cognito Local running on');
}
