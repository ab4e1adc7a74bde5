/** What `npm run deploy` runs, from its arguments: the site build, then `cdk deploy --all` with the stage's context. */
import { parseArgs } from 'node:util';
import { checkDeploySettings } from '../infra/config/deploy-settings';
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

export function deployPlan(args: string[]): DeployPlan {
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
  const settings = { stripeEventBus: values['stripe-event-bus'], alertEmail: values['alert-email'] };
  try {
    // The same checks as the synth, before a minute of building.
    stageConfig(values.stage, checkDeploySettings(settings));
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
