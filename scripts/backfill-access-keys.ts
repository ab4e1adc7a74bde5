/**
 * `npm run backfill -- --table <TableName output>`: gives the items a stage stored before the admin's
 * access patterns their index keys (lambdas/src/data/access-keys-backfill.ts): the email search,
 * purchases by tier, contacts by status with their counts, and the setup reminders of supporters who
 * bought before them. Each item once, so it is safe to run again
 * and beside live traffic. The AWS credentials and region come from the shell, as for a deploy.
 *
 * With `--supporter-count`, it then sets the supporters counter from the ledgers
 * (lambdas/src/data/supporter-count-backfill.ts), once for a stage that sold before the ledger counted
 * them: it reads every supporter's purchases, so it is not part of every deploy's run.
 */
import { parseArgs } from 'node:util';
import { ENV } from '@shared/contract/lambda-env';

const USAGE = 'Usage: npm run backfill -- --table <TableName output of the stage> [--supporter-count]';

const { values } = parseArgs({ options: { table: { type: 'string' }, 'supporter-count': { type: 'boolean' } } });
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
if (values['supporter-count']) {
  const { backfillSupporterCount } = await import('../lambdas/src/data/supporter-count-backfill');
  const { supporters, moved } = await backfillSupporterCount();
  console.log(`Supporters of ${values.table}: ${supporters} (the counter moved by ${moved}).`);
}
