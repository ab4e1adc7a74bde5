/** What `npm run deploy` runs, from its arguments: the site build, then `cdk deploy --all` with the stage's context. */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deploySettingsFromContext } from '../infra/config/deploy-settings';
import { stageConfig } from '../infra/config/stages';

export const DEPLOY_USAGE =
  'Usage: npm run deploy -- --stage <name> [--stripe-event-bus aws.partner/stripe.com/ed_…] [--alert-email ops@example.com]';

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

export function deployPlan(args: string[], cdkJsonPath = 'cdk.json'): DeployPlan {
  let values: { stage?: string; 'stripe-event-bus'?: string; 'alert-email'?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        stage: { type: 'string' },
        'stripe-event-bus': { type: 'string' },
        'alert-email': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new DeployArgumentsError((error as Error).message, { cause: error });
  }
  if (!values.stage) throw new DeployArgumentsError('--stage is required (prod, dev or any other stage name)');
  const settings: Record<string, string | undefined> = {
    stripeEventBus: values['stripe-event-bus'],
    alertEmail: values['alert-email'],
  };
  try {
    // The same settings and checks as the synth (these arguments over cdk.json), before a minute of building.
    const context = cdkJsonContext(cdkJsonPath);
    stageConfig(
      values.stage,
      deploySettingsFromContext(values.stage, (key) => settings[key] ?? context[key]),
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
      `stage=${values.stage}`,
      ...(settings.stripeEventBus ? ['-c', `stripeEventBus=${settings.stripeEventBus}`] : []),
      ...(settings.alertEmail ? ['-c', `alertEmail=${settings.alertEmail}`] : []),
    ],
  };
}
