import { DeployArgumentsError, deployPlan } from './deploy-command';

describe('deployPlan', () => {
  test('builds, then deploys both stacks with the stage as context', () => {
    expect(deployPlan(['--stage', 'prod'])).toEqual({
      build: ['run', 'build'],
      deploy: ['deploy', '--all', '-c', 'stage=prod'],
    });
  });

  test('passes the Stripe bus and the alert email as the context the app reads', () => {
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
      'stripeEventBus=aws.partner/stripe.com/ed_test_61Sabc',
      '-c',
      'alertEmail=ops@example.com',
    ]);
  });

  test.each([
    [[], '--stage is required'],
    [['prod'], "Unexpected argument 'prod'"],
    [['--stage', 'prod', '--region', 'eu-west-1'], "Unknown option '--region'"],
    [['--stage'], "Option '--stage <value>' argument missing"],
    [['--stage', 'Prod'], 'Stage "Prod" must be lowercase'],
    [['--stage', 'prod', '--stripe-event-bus', 'default'], 'is not a Stripe partner event bus'],
    [['--stage', 'prod', '--alert-email', 'ops'], 'is not an email address'],
  ])('%j is refused: %s', (args, message) => {
    expect(() => deployPlan(args)).toThrow(DeployArgumentsError);
    expect(() => deployPlan(args)).toThrow(message);
  });
});
