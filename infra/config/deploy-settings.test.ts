import { deploySettingsFromContext } from './deploy-settings';
import { stageConfig } from './stages';

const BUS = 'aws.partner/stripe.com/ed_test_61Sabc';

function context(values: Record<string, unknown>) {
  return (key: string) => values[key];
}

describe('deploy settings from CDK context', () => {
  test('nothing set: no Stripe bus, no alert email', () => {
    expect(deploySettingsFromContext('prod', context({}))).toEqual({});
    const prod = stageConfig('prod', {});
    expect(prod.stripeEventBusName).toBeUndefined();
    expect(prod.alertEmail).toBeUndefined();
  });

  test('-c flags set the Stripe bus and the alert email of the stage deployed', () => {
    const settings = deploySettingsFromContext('prod', context({ stripeEventBus: BUS, alertEmail: 'ops@example.com' }));

    expect(settings).toEqual({ stripeEventBus: BUS, alertEmail: 'ops@example.com' });
    expect(stageConfig('prod', settings)).toMatchObject({ stripeEventBusName: BUS, alertEmail: 'ops@example.com' });
  });

  test("cdk.json's per-stage context applies to its stage only, and a -c flag wins over it", () => {
    const stages = { prod: { stripeEventBus: BUS, alertEmail: 'ops@example.com' } };

    expect(deploySettingsFromContext('dev', context({ stages }))).toEqual({});
    expect(deploySettingsFromContext('prod', context({ stages }))).toEqual({
      stripeEventBus: BUS,
      alertEmail: 'ops@example.com',
    });
    expect(deploySettingsFromContext('prod', context({ stages, alertEmail: 'oncall@example.com' })).alertEmail).toBe(
      'oncall@example.com',
    );
  });

  test('refuses values that are not a Stripe partner bus or an email address', () => {
    expect(() => deploySettingsFromContext('prod', context({ stripeEventBus: 'default' }))).toThrow(
      'stripeEventBus "default" is not a Stripe partner event bus',
    );
    expect(() => deploySettingsFromContext('prod', context({ alertEmail: 'ops' }))).toThrow(
      'alertEmail "ops" is not an email address',
    );
    expect(() => deploySettingsFromContext('prod', context({ alertEmail: 42 }))).toThrow(
      'Context "alertEmail" must be a string',
    );
  });
});
