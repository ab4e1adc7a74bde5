import { STRIPE_EVENT_PATTERN, STRIPE_EVENT_TYPES } from '@shared/contract/stripe-events';
import { Match } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { actionsOf, logicalId, type Statement, statementsOf, synthStage } from '../test/synth-stack';

const BUS = 'aws.partner/stripe.com/ed_test_61Sabc';

// dev as configured (no Stripe bus yet), and prod deployed with `-c stripeEventBus=…` and a pixel configured.
const dev = synthStage('dev');
const prod = synthStage('prod', { context: { stripeEventBus: BUS }, config: { pixelId: '1234567890' } });

/** The rules fed by Stripe's bus (the reconciler's schedule is a rule too). */
const stripeRules = (result: typeof dev) =>
  Object.values(result.template.findResources('AWS::Events::Rule', { Properties: { EventBusName: Match.anyValue() } }));
const queueId = (result: typeof dev) => logicalId(result.stack.payments.deadLetterQueue);
const queueArn = (result: typeof dev) => ({ 'Fn::GetAtt': [queueId(result), 'Arn'] });

describe('Payments: Stripe events through EventBridge', () => {
  test('without a Stripe event bus there is no rule (the stripe-events Lambda still exists)', () => {
    expect(stripeRules(dev)).toHaveLength(0);
    expect(dev.stack.payments.rule).toBeUndefined();
    dev.template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: Match.absent(),
      Description: Match.stringLikeRegexp('^Stripe events'),
    });
  });

  test('with the bus: the six events the store acts on go to the stripe-events Lambda', () => {
    expect(stripeRules(prod)).toHaveLength(1);
    prod.template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: BUS,
      EventPattern: {
        source: [{ prefix: 'aws.partner/stripe.com' }],
        'detail-type': [
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.async_payment_failed',
          'charge.refunded',
          'charge.dispute.closed',
          'checkout.session.expired',
        ],
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(prod.stack.payments.stripeEvents), 'Arn'] },
          RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 24 },
          DeadLetterConfig: { Arn: queueArn(prod) },
        }),
      ],
    });
    expect(STRIPE_EVENT_TYPES).toHaveLength(6);
  });

  test("the rule's pattern is the one the local stack matches Stripe's events against", () => {
    const [rule] = stripeRules(prod) as { Properties: { EventPattern: unknown } }[];
    expect(rule?.Properties.EventPattern).toEqual(STRIPE_EVENT_PATTERN);
  });

  test('events the handler still fails on after Lambda retries land in the same dead-letter queue', () => {
    dev.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(dev.stack.payments.stripeEvents) },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: queueArn(dev) } },
    });
  });

  test('the dead-letter queue is encrypted and refuses plain HTTP', () => {
    dev.template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    dev.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId(dev) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 'sqs:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  test('an alarm fires as soon as one message waits in the dead-letter queue', () => {
    dev.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId(dev), 'QueueName'] } }],
      Statistic: 'Maximum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('Payments: secrets', () => {
  const environmentOf = (result: typeof dev, fn: IFunction) =>
    result.template.toJSON().Resources[logicalId(fn)].Properties.Environment.Variables as Record<string, unknown>;
  const parameterArn = (name: string) => ({
    'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:ssm:eu-west-1:123456789012:parameter/${name}`]],
  });

  test('stripe-events gets the parameter name, never a key; tracking only when a pixel is set', () => {
    expect(environmentOf(dev, dev.stack.payments.stripeEvents)).toMatchObject({
      STRIPE_SECRET_PARAMETER: '/d1-gang/dev/stripe-secret-key',
    });
    expect(environmentOf(dev, dev.stack.payments.stripeEvents)).not.toHaveProperty('PIXEL_ID');
    expect(environmentOf(prod, prod.stack.payments.stripeEvents)).toMatchObject({
      STRIPE_SECRET_PARAMETER: '/d1-gang/prod/stripe-secret-key',
      PIXEL_ID: '1234567890',
      CONVERSIONS_TOKEN_PARAMETER: '/d1-gang/prod/meta-conversions-token',
    });
  });

  test.each([
    ['checkout', (r: typeof dev) => r.stack.api.functions.checkout],
    ['stripe-events', (r: typeof dev) => r.stack.payments.stripeEvents],
  ])('%s may read and decrypt exactly its parameters, through SSM only', (_name, pick) => {
    const devStatements = statementsOf(dev.template, pick(dev));
    const prodStatements = statementsOf(prod.template, pick(prod));

    expect(devStatements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['ssm:GetParameter', 'ssm:GetParameters'],
        Resource: parameterArn('d1-gang/dev/stripe-secret-key'),
      }),
    );
    expect(prodStatements).toContainEqual(
      expect.objectContaining({
        Action: ['ssm:GetParameter', 'ssm:GetParameters'],
        Resource: [parameterArn('d1-gang/prod/stripe-secret-key'), parameterArn('d1-gang/prod/meta-conversions-token')],
      }),
    );
    expect(devStatements).toContainEqual(
      expect.objectContaining({
        Action: 'kms:Decrypt',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':kms:eu-west-1:123456789012:key/*']] },
        Condition: {
          StringEquals: {
            'kms:ViaService': 'ssm.eu-west-1.amazonaws.com',
            'kms:EncryptionContext:PARAMETER_ARN': [parameterArn('d1-gang/dev/stripe-secret-key')],
          },
        },
      }),
    );
  });

  test('no other role may read secret parameters or decrypt (admin reads the Stripe key; the email sender opens account codes; the web ACL reader and the API Lambdas their one parameter each)', () => {
    for (const result of [dev, prod]) {
      const readers = new Set([
        logicalId(result.stack.api.functions.checkout.role as never),
        // The Stripe key only, for refunds from the panel (api.test.ts checks it names nothing else).
        logicalId(result.stack.api.functions.admin.role as never),
        logicalId(result.stack.payments.stripeEvents.role as never),
        logicalId(result.stack.payments.reconciler.role as never),
        // kms:Decrypt on the account-code key only, at send time (auth-code-emails.test.ts checks it).
        logicalId(result.stack.email.sender.role as never),
      ]);
      const policies = Object.values(result.template.findResources('AWS::IAM::Policy')) as {
        Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
      }[];
      const readsWebAclArn = (s: Statement) =>
        JSON.stringify(s.Resource).includes(':parameter/d1-gang/') &&
        JSON.stringify(s.Resource).includes('/site-web-acl-arn');
      // The API origin secret's Parameter Store reference (api.test.ts checks it names nothing else).
      const readsOriginSecret = (s: Statement) =>
        JSON.stringify(s.Resource).includes(':parameter/aws/reference/secretsmanager/d1-gang/');
      const secretPolicies = policies.filter((p) =>
        p.Properties.PolicyDocument.Statement.some(
          (s) =>
            actionsOf(s).some((a) => a.startsWith('kms:')) ||
            (actionsOf(s).some((a) => a.startsWith('ssm:')) && !readsWebAclArn(s) && !readsOriginSecret(s)),
        ),
      );

      expect(secretPolicies.flatMap((p) => p.Properties.Roles.map((r) => r.Ref)).sort()).toEqual([...readers].sort());
    }
  });

  test('stripe-events has the fulfilment table access, like checkout', () => {
    const dynamo = statementsOf(dev.template, dev.stack.payments.stripeEvents).filter((s) =>
      actionsOf(s).some((a) => a.startsWith('dynamodb:')),
    );
    expect(dynamo).toContainEqual(
      expect.objectContaining({
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CHECKOUT#*', 'USER#*', 'STATS*', 'TAXREPORT'] },
        },
      }),
    );
  });
});

describe('Payments: the reconciler', () => {
  test('runs on a schedule: every 10 minutes in prod, hourly elsewhere', () => {
    prod.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(10 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(prod.stack.payments.reconciler), 'Arn'] } })],
    });
    dev.template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 hour)' });
  });

  test("has five minutes per run and the payment writers' table access, no more", () => {
    prod.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Reconciler'),
      Timeout: 300,
    });
    const tableStatements = (fn: IFunction) =>
      statementsOf(prod.template, fn).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(tableStatements(prod.stack.payments.reconciler)).toEqual(tableStatements(prod.stack.payments.stripeEvents));
  });

  test('an alarm on the notification topic fires as soon as a run corrects anything', () => {
    prod.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'D1GangStore',
      MetricName: 'ReconcilerCorrections',
      Dimensions: [{ Name: 'service', Value: 'd1-gang-store' }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalId(prod.stack.monitoring.topic) }],
    });
  });
});

describe('Payments: X-Ray traces of the payment path', () => {
  const paymentPath = (result: typeof dev): [string, IFunction][] => [
    ['checkout', result.stack.api.functions.checkout],
    ['stripe-events', result.stack.payments.stripeEvents],
    ['reconciler', result.stack.payments.reconciler],
  ];
  const propertiesOf = (result: typeof dev, fn: IFunction) =>
    result.template.toJSON().Resources[logicalId(fn)].Properties as { TracingConfig?: unknown };

  test.each(paymentPath(prod).map(([name]) => name))('%s is traced actively and may send its traces', (name) => {
    const fn = paymentPath(prod).find(([n]) => n === name)?.[1] as IFunction;

    expect(propertiesOf(prod, fn).TracingConfig).toEqual({ Mode: 'Active' });
    // X-Ray takes no resource-level permission for these two.
    expect(statementsOf(prod.template, fn)).toContainEqual({
      Effect: 'Allow',
      Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
      Resource: '*',
    });
  });

  test('the other Lambdas are not traced (each trace is billed), nor may they write traces', () => {
    const traced = new Set(paymentPath(dev).map(([, fn]) => logicalId(fn)));
    const functions = Object.entries(dev.template.findResources('AWS::Lambda::Function')).filter(
      ([id]) => !traced.has(id),
    );

    expect(functions.length).toBeGreaterThan(5);
    for (const [, fn] of functions) expect(fn.Properties.TracingConfig).toBeUndefined();
    const writers = (
      Object.values(dev.template.findResources('AWS::IAM::Policy')) as {
        Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
      }[]
    ).filter((policy) =>
      policy.Properties.PolicyDocument.Statement.some((s) => actionsOf(s).includes('xray:PutTraceSegments')),
    );
    const roleOf = (fn: IFunction) => logicalId(fn.role as never);
    expect(writers.flatMap((policy) => policy.Properties.Roles.map((role) => role.Ref)).sort()).toEqual(
      paymentPath(dev)
        .map(([, fn]) => roleOf(fn))
        .sort(),
    );
  });
});
