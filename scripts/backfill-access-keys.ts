/**
 * `npm run backfill -- --table <TableName output>`: gives the items a stage stored before the admin's
 * access patterns their index keys (lambdas/src/data/access-keys-backfill.ts): the email search,
 * purchases by tier, contacts by status with their counts, and the setup reminders of supporters who
 * bought before them. Each item once, so it is safe to run again
 * and beside live traffic. The AWS credentials and region come from the shell, as for a deploy.
 */
import { parseArgs } from 'node:util';
import { ENV } from '@shared/contract/lambda-env';

const USAGE = 'Usage: npm run backfill -- --table <TableName output of the stage>';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error(USAGE);
  process.exit(2);
}
process.env[ENV.tableName] = values.table;
const { backfillAccessKeys } = await import('../lambdas/src/data/access-keys-backfill');
const counts = await backfillAccessKeys();
console.log(
  `Backfilled ${values.table}: ${counts.profiles} profiles, ${counts.purchases} purchases, ${counts.contacts} contacts, ${counts.setupReminders} setup reminders.`,
);
