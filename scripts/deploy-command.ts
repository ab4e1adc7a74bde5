/** What `npm run deploy` runs, from its arguments: the site build, then `cdk deploy --all` with the stage's context. */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deploySettingsFromContext } from '../infra/config/deploy-settings';
import { stageConfig } from '../infra/config/stages';

export const DEPLOY_USAGE =
  'Usage: npm run deploy -- --stage <name> [--alert-email ops@example.com (prod requires it)] ' +
  '[--stripe-event-bus aws.partner/stripe.com/ed_…] ' +
  '[--site-domain store.example.com --site-certificate-arn arn:aws:acm:us-east-1:…:certificate/…]';

/** A command line the operator got wrong: the script prints it with the usage and exits 2. */
export class DeployArgumentsError extends Error {
  override name = 'DeployArgumentsError';
}

export interface DeployPlan {
  /** `npm run build`'s arguments: the SPA into dist/site (SITE_ORIGIN from the environment, as for the build). */
  build: string[];
  /** The CDK CLI's arguments. */
  deploy: string[];
}

/** The context cdk.json gives the app (npm runs scripts from the project root, where it lies). */
function cdkJsonContext(path: string): Record<string, unknown> {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { context?: Record<string, unknown> };
  return parsed.context ?? {};
}

/** Each flag and the deploy setting (CDK context) it gives, in the order they reach the CLI. */
const SETTING_FLAGS = [
  ['alert-email', 'alertEmail'],
  ['stripe-event-bus', 'stripeEventBus'],
  ['site-domain', 'siteDomain'],
  ['site-certificate-arn', 'siteCertificateArn'],
] as const;

export function deployPlan(args: string[], cdkJsonPath = 'cdk.json'): DeployPlan {
  let values: Partial<Record<'stage' | (typeof SETTING_FLAGS)[number][0], string>>;
  try {
    ({ values } = parseArgs({
      args,
      options: Object.fromEntries(
        ['stage', ...SETTING_FLAGS.map(([flag]) => flag)].map((flag) => [flag, { type: 'string' as const }]),
      ),
      strict: true,
      allowPositionals: false,
    }) as { values: typeof values });
  } catch (error) {
    throw new DeployArgumentsError((error as Error).message, { cause: error });
  }
  const { stage } = values;
  if (!stage) throw new DeployArgumentsError('--stage is required (prod, dev or any other stage name)');
  const settings = SETTING_FLAGS.flatMap(([flag, name]) => {
    const value = values[flag];
    return value ? [[name, value] as const] : [];
  });
  try {
    // The same settings and checks as the synth (these arguments over cdk.json), before a minute of building.
    const context = cdkJsonContext(cdkJsonPath);
    const given: Record<string, string> = Object.fromEntries(settings);
    stageConfig(
      stage,
      deploySettingsFromContext(stage, (key) => given[key] ?? context[key]),
    );
  } catch (error) {
    throw new DeployArgumentsError((error as Error).message, { cause: error });
  }
  return {
    build: ['run', 'build'],
    deploy: [
      'deploy',
      '--all',
      '-c',
      `stage=${stage}`,
      ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  };
}
