import { DeployArgumentsError, deployPlan } from './deploy-command';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';

describe('deployPlan', () => {
  test('builds, then deploys both stacks with the stage as context', () => {
    expect(deployPlan(['--stage', 'dev'])).toEqual({
      build: ['run', 'build'],
      deploy: ['deploy', '--all', '-c', 'stage=dev'],
    });
  });

  test('passes the alert email and the Stripe bus as the context the app reads', () => {
    const plan = deployPlan([
      '--stage=prod',
      '--stripe-event-bus',
      'aws.partner/stripe.com/ed_test_61Sabc',
      '--alert-email',
      'ops@example.com',
    ]);

    expect(plan.deploy).toEqual([
      'deploy',
      '--all',
      '-c',
      'stage=prod',
      '-c',
      'alertEmail=ops@example.com',
      '-c',
      'stripeEventBus=aws.partner/stripe.com/ed_test_61Sabc',
    ]);
  });

  test('passes the custom domain and its certificate as the context the app reads', () => {
    const plan = deployPlan([
      '--stage',
      'prod',
      '--alert-email',
      'ops@example.com',
      '--site-domain',
      'store.example.com',
      '--site-certificate-arn',
      CERTIFICATE,
    ]);

    expect(plan.deploy).toEqual([
      'deploy',
      '--all',
      '-c',
      'stage=prod',
      '-c',
      'alertEmail=ops@example.com',
      '-c',
      'siteDomain=store.example.com',
      '-c',
      `siteCertificateArn=${CERTIFICATE}`,
    ]);
  });

  test.each([
    [[], '--stage is required'],
    [['prod'], "Unexpected argument 'prod'"],
    [['--stage', 'prod', '--region', 'eu-west-1'], "Unknown option '--region'"],
    [['--stage'], "Option '--stage <value>' argument missing"],
    [['--stage', 'Prod'], 'Stage "Prod" must be lowercase'],
    [['--stage', 'prod'], 'Stage "prod" has no alertEmail'],
    [['--stage', 'dev', '--stripe-event-bus', 'default'], 'is not a Stripe partner event bus'],
    [['--stage', 'dev', '--alert-email', 'ops'], 'is not an email address'],
    [['--stage', 'dev', '--site-domain', 'store.example.com'], 'siteDomain and siteCertificateArn go together'],
    [
      [
        '--stage',
        'dev',
        '--site-domain',
        'store.example.com',
        '--site-certificate-arn',
        CERTIFICATE.replace('us-east-1', 'eu-west-1'),
      ],
      'is in eu-west-1: CloudFront uses ACM certificates from us-east-1 only',
    ],
  ])('%j is refused: %s', (args, message) => {
    expect(() => deployPlan(args)).toThrow(DeployArgumentsError);
    expect(() => deployPlan(args)).toThrow(message);
  });
});
