/**
 * `npm run deploy -- --stage prod --alert-email … [--stripe-event-bus …] [--site-domain … --site-certificate-arn …]`: builds the site, then
 * deploys both of the stage's stacks (the us-east-1 firewall, then the store) with the CDK CLI, so a
 * deploy is one line. The AWS credentials and region come from the shell, as for `npx cdk deploy`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEPLOY_USAGE, DeployArgumentsError, deployPlan } from './deploy-command';

const ROOT = join(import.meta.dirname, '..');

function run(command: string, args: string[]): void {
  console.log(`> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  const plan = deployPlan(process.argv.slice(2));
  if (!process.env.SITE_ORIGIN) {
    console.warn('SITE_ORIGIN is not set: the canonical URLs and the sitemap will name https://d1gang.com');
  }
  run('npm', plan.build);
  run(join(ROOT, 'node_modules', '.bin', 'cdk'), plan.deploy);
} catch (error) {
  if (!(error instanceof DeployArgumentsError)) throw error;
  console.error(`${error.message}\n${DEPLOY_USAGE}`);
  process.exit(2);
}
