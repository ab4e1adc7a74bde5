import { deploySettingsFromContext } from './deploy-settings';
import { stageConfig } from './stages';

const BUS = 'aws.partner/stripe.com/ed_test_61Sabc';

function context(values: Record<string, unknown>) {
  return (key: string) => values[key];
}

describe('deploy settings from CDK context', () => {
  test('nothing set: no Stripe bus, no alert email, no custom domain (a dev stage; prod needs the alert email)', () => {
    expect(deploySettingsFromContext('prod', context({}))).toEqual({});
    const dev = stageConfig('dev', { emailIdentity: 'dev.d1gang.com', emailFrom: 'team@dev.d1gang.com' });
    expect(dev.stripeEventBusName).toBeUndefined();
    expect(dev.alertEmail).toBeUndefined();
    expect(dev.siteDomain).toBeUndefined();
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

describe('deploy settings: the custom domain and its certificate', () => {
  const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
  const PROD = { emailIdentity: 'd1gang.com', emailFrom: 'team@d1gang.com', alertEmail: 'ops@example.com' };

  test('-c flags or cdk.json give the domain and its certificate; the stage serves the site on it', () => {
    const settings = deploySettingsFromContext(
      'prod',
      context({ siteDomain: 'store.example.com', siteCertificateArn: CERTIFICATE }),
    );

    expect(settings).toEqual({ siteDomain: 'store.example.com', siteCertificateArn: CERTIFICATE });
    expect(stageConfig('prod', { ...PROD, ...settings }).siteDomain).toEqual({
      domainName: 'store.example.com',
      certificateArn: CERTIFICATE,
    });
    const stages = { prod: { siteDomain: 'store.example.com', siteCertificateArn: CERTIFICATE } };
    expect(deploySettingsFromContext('prod', context({ stages }))).toEqual(settings);
    expect(deploySettingsFromContext('dev', context({ stages }))).toEqual({});
  });

  test('one without the other is refused, naming both', () => {
    expect(() => deploySettingsFromContext('prod', context({ siteDomain: 'store.example.com' }))).toThrow(
      'siteDomain and siteCertificateArn go together: siteDomain is set but siteCertificateArn is not',
    );
    expect(() => deploySettingsFromContext('prod', context({ siteCertificateArn: CERTIFICATE }))).toThrow(
      'siteDomain and siteCertificateArn go together: siteCertificateArn is set but siteDomain is not',
    );
  });

  test('a certificate outside us-east-1 is refused: CloudFront takes certificates from there only', () => {
    const inIreland = CERTIFICATE.replace('us-east-1', 'eu-west-1');

    expect(() =>
      deploySettingsFromContext('prod', context({ siteDomain: 'store.example.com', siteCertificateArn: inIreland })),
    ).toThrow(
      `siteCertificateArn "${inIreland}" is in eu-west-1: CloudFront uses ACM certificates from us-east-1 only ` +
        '(request the certificate there: aws acm request-certificate --region us-east-1 …)',
    );
  });

  test('refuses a domain that is not a host name, and an ARN that is not an ACM certificate', () => {
    expect(() =>
      deploySettingsFromContext(
        'prod',
        context({ siteDomain: 'https://store.example.com', siteCertificateArn: CERTIFICATE }),
      ),
    ).toThrow('siteDomain "https://store.example.com" is not a domain name (such as store.example.com)');
    const notACertificate = 'arn:aws:iam::123456789012:server-certificate/store';
    expect(() =>
      deploySettingsFromContext(
        'prod',
        context({ siteDomain: 'store.example.com', siteCertificateArn: notACertificate }),
      ),
    ).toThrow(
      `siteCertificateArn "${notACertificate}" is not an ACM certificate ARN ` +
        '(arn:aws:acm:us-east-1:<account>:certificate/<id>)',
    );
  });
});
