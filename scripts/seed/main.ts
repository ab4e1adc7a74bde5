/**
 * `npm run seed -- --supporters 100000 [--seed 1]`: fills the running local stack's table with that
 * many supporters and their purchases, refunds, setups, wall entries and contact forms
 * (docs/local-stack.md). The table and endpoint come from `.local/stack.json`, or `--table` and
 * `--endpoint`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV } from '@shared/contract/lambda-env';
import { defaultDataDir } from '../../infra/local/paths';
import { type StackFile, stackFilePath } from '../../infra/local/stack-file';

const USAGE =
  'Usage: npm run seed -- --supporters <count> [--seed <number>] [--table <name> --endpoint <url>] (default: the running stack, .local/stack.json)';

const { values } = parseArgs({
  options: {
    supporters: { type: 'string' },
    seed: { type: 'string', default: '1' },
    table: { type: 'string' },
    endpoint: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const supporters = Number(values.supporters);
const seed = Number(values.seed);
if (!Number.isInteger(supporters) || supporters < 1) fail('--supporters takes a whole number of 1 or more.');
if (!Number.isInteger(seed)) fail('--seed takes a whole number.');

function stackTable(): { tableName: string; endpoint: string; region: string } {
  if (values.table && values.endpoint)
    return { tableName: values.table, endpoint: values.endpoint, region: 'us-east-1' };
  const path = stackFilePath(defaultDataDir());
  if (!existsSync(path)) fail(`No running local stack: ${path} is missing (npm start), and no --table and --endpoint.`);
  const { dynamodb } = JSON.parse(readFileSync(path, 'utf8')) as StackFile;
  return {
    tableName: values.table ?? dynamodb.tableName,
    endpoint: values.endpoint ?? dynamodb.endpoint,
    region: dynamodb.region,
  };
}

const target = stackTable();
process.env[ENV.tableName] = target.tableName;
process.env.AWS_REGION ??= target.region;
process.env.AWS_ACCESS_KEY_ID ??= 'local';
process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
const { seedStore } = await import('./seed-store');
const { progressBar } = await import('./progress');
const { seedSummary } = await import('./summary');

const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: target.endpoint, region: target.region }));
const started = performance.now();
const counts = await seedStore({ client, supporters, seed, now: new Date(), progress: progressBar(supporters) });
console.log(seedSummary(target.tableName, counts, performance.now() - started));
client.destroy();
