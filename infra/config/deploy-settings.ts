/**
 * Settings an operator gives at deploy time, without a source edit: `-c stripeEventBus=…` and
 * `-c alertEmail=…` on the command line, or per stage in cdk.json's context:
 *
 *   "stages": { "prod": { "stripeEventBus": "aws.partner/stripe.com/ed_…", "alertEmail": "ops@example.com" } }
 *
 * A command-line value wins over the stage's cdk.json value.
 */
export interface DeploySettings {
  /** Stripe's partner event bus; with it, Stripe events reach the store through EventBridge. */
  stripeEventBus?: string;
  /** Where alarms are emailed (an SNS email subscription the recipient confirms once). */
  alertEmail?: string;
}

const SETTING_NAMES = ['stripeEventBus', 'alertEmail'] as const satisfies readonly (keyof DeploySettings)[];

const STRIPE_BUS = /^aws\.partner\/stripe\.com\/[\w.-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads a stage's deploy settings from CDK context (`tryGetContext` of the app's node). */
export function deploySettingsFromContext(stage: string, tryGetContext: (key: string) => unknown): DeploySettings {
  const stages = tryGetContext('stages');
  const perStage = isRecord(stages) && isRecord(stages[stage]) ? stages[stage] : {};
  const settings: DeploySettings = {};
  for (const name of SETTING_NAMES) {
    const value = tryGetContext(name) ?? perStage[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') throw new Error(`Context "${name}" must be a string`);
    settings[name] = value;
  }
  return checkDeploySettings(settings);
}

/** Refuses values that would deploy a stack listening to nothing or mailing nobody. */
export function checkDeploySettings(settings: DeploySettings): DeploySettings {
  if (settings.stripeEventBus !== undefined && !STRIPE_BUS.test(settings.stripeEventBus)) {
    throw new Error(
      `stripeEventBus "${settings.stripeEventBus}" is not a Stripe partner event bus (aws.partner/stripe.com/…)`,
    );
  }
  if (settings.alertEmail !== undefined && !EMAIL.test(settings.alertEmail)) {
    throw new Error(`alertEmail "${settings.alertEmail}" is not an email address`);
  }
  return settings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
