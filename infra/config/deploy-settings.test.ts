import { deploySettingsFromContext } from './deploy-settings';
import { stageConfig } from './stages';

const BUS = 'aws.partner/stripe.com/ed_test_61Sabc';

function context(values: Record<string, unknown>) {
  return (key: string) => values[key];
}

describe('deploy settings from CDK context', () => {
  test('nothing set: no Stripe bus, no alert email', () => {
    expect(deploySettingsFromContext('prod', context({}))).toEqual({});
    const prod = stageConfig('prod', { emailIdentity: 'd1gang.com', emailFrom: 'team@d1gang.com' });
    expect(prod.stripeEventBusName).toBeUndefined();
    expect(prod.alertEmail).toBeUndefined();
  });

  test('-c flags set the Stripe bus and the alert email of the stage deployed', () => {
    const settings = deploySettingsFromContext('prod', context({ stripeEventBus: BUS, alertEmail: 'ops@example.com' }));

    expect(settings).toEqual({ stripeEventBus: BUS, alertEmail: 'ops@example.com' });
    expect(
      stageConfig('prod', { ...settings, emailIdentity: 'd1gang.com', emailFrom: 'team@d1gang.com' }),
    ).toMatchObject({ stripeEventBusName: BUS, alertEmail: 'ops@example.com' });
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

describe('deploy settings: the SES sender, the firewall switch, the origin secret version', () => {
  test('per stage from cdk.json, a -c flag winning', () => {
    const stages = { dev: { emailIdentity: 'dev.d1gang.com', emailFrom: 'team@dev.d1gang.com', firewall: false } };

    expect(deploySettingsFromContext('dev', context({ stages }))).toEqual({
      emailIdentity: 'dev.d1gang.com',
      emailFrom: 'team@dev.d1gang.com',
      firewall: 'off',
    });
    expect(deploySettingsFromContext('dev', context({ stages, firewall: 'on' })).firewall).toBe('on');
    expect(deploySettingsFromContext('prod', context({ stages }))).toEqual({});
  });

  test('refuses values it cannot use, naming the setting', () => {
    expect(() => deploySettingsFromContext('dev', context({ firewall: 'maybe' }))).toThrow(
      'Context "firewall" must be "on" or "off", not "maybe"',
    );
    expect(() => deploySettingsFromContext('dev', context({ emailIdentity: 'x y' }))).toThrow(
      'emailIdentity "x y" is neither a domain nor an email address',
    );
    expect(() => deploySettingsFromContext('dev', context({ emailFrom: 'team' }))).toThrow(
      'emailFrom "team" is not an email address',
    );
    expect(() => deploySettingsFromContext('dev', context({ originSecretVersion: 'v2' }))).toThrow(
      'originSecretVersion "v2" is not a Secrets Manager version id',
    );
    expect(
      deploySettingsFromContext('dev', context({ originSecretVersion: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }))
        .originSecretVersion,
    ).toBe('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  });
});
