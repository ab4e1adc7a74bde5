import { type ChildProcess, spawn } from 'node:child_process';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamoDbLocalCommand } from '../../infra/local/dynamodb';
import { findFreePort } from '../../infra/local/ports';
import { eventually } from '../../infra/local/wait';
import { bundleMessages } from './messages-bundle';
import { startScratchDir } from './scratch-dir';

declare global {
  var dynamoDbLocal: ChildProcess | undefined;
  var testScratchDir: string | undefined;
}

const START_TIMEOUT_MS = 30_000;

/**
 * Starts one in-memory DynamoDB Local for the whole Jest run on a free port. Workers inherit the
 * endpoint through the environment; each test file creates its own table (see dynamo-table.ts).
 * Workers inherit the run's scratch folder the same way, as TMPDIR (scratch-dir.ts). The message
 * catalogue is bundled here too, for the workers to load as one module (messages-bundle.ts).
 */
export default async function globalSetup(): Promise<void> {
  globalThis.testScratchDir = startScratchDir();
  const port = await findFreePort();
  // The same command as the local stack: telemetry off, fast-start JVM options, in memory here.
  const { args, cwd, env } = dynamoDbLocalCommand('in-memory', port);
  const child = spawn('java', args, { cwd, env, stdio: 'ignore' });
  globalThis.dynamoDbLocal = child;
  // If Jest dies without running the teardown, the Java process must not outlive it.
  process.once('exit', () => child.kill());
  // While Java starts.
  bundleMessages();

  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    // The admin and account Lambdas do not start without a pool; the test issuer answers for it (auth-server.ts).
    USER_POOL_ID: 'test-pool',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'SILENT',
    // No CloudFront in front of the handlers here (origin-guard.test.ts turns the check on itself).
    ORIGIN_CHECK: 'off',
    // No CloudWatch here: the business metrics would only print their EMF lines.
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  const client = new DynamoDBClient({ endpoint, maxAttempts: 1 });
  try {
    await eventually(() => client.send(new ListTablesCommand({})), {
      timeoutMs: START_TIMEOUT_MS,
      giveUpIf: () => child.exitCode !== null,
    });
  } catch (error) {
    if (child.exitCode !== null) {
      throw new Error(`DynamoDB Local exited with code ${child.exitCode} (is Java 17+ installed?)`);
    }
    throw new Error(`DynamoDB Local did not answer on ${endpoint}`, { cause: error });
  } finally {
    client.destroy();
  }
}
