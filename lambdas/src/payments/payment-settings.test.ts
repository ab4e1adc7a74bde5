import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import middy from '@middy/core';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { call } from '../../test/api-event';
import { startAuthServer, type TestAuth } from '../../test/auth-server';
import { logger } from '../lib/logger';
import {
  conversionsFor,
  type PaymentContext,
  PaymentsNotConfiguredError,
  paymentSecrets,
  paymentsConfigured,
  stripeFor,
} from './payment-settings';

// SSM has no local stand-in: its client is mocked (no call reaches AWS).
const ssm = mockClient(SSMClient);
const ENV_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_SECRET_PARAMETER',
  'PIXEL_ID',
  'CONVERSIONS_TOKEN',
  'CONVERSIONS_TOKEN_PARAMETER',
  'CONVERSIONS_API_URL',
];

/** Runs the middleware the way the handlers do and returns the context it prepared. */
async function secretsOnContext(): Promise<PaymentContext> {
  let seen: Context | undefined;
  const probe = middy(async (_event: unknown, context: Context) => {
    seen = context;
  }).use(paymentSecrets());
  await probe({}, { functionName: 'test' } as Context);
  if (!seen) throw new Error('handler did not run');
  return seen as PaymentContext;
}

const parameter = (Name: string, Value: string) => ({ Name, Value, Type: 'SecureString' as const });

beforeEach(() => {
  ssm.reset();
  for (const name of ENV_NAMES) delete process.env[name];
});
afterAll(() => ssm.restore());

describe('paymentSecrets', () => {
  it('uses a key given by environment without asking SSM', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_env';
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/unused';

    const context = await secretsOnContext();

    expect(context.stripeSecretKey).toBe('sk_test_env');
    expect(ssm.calls()).toHaveLength(0);
  });

  it('reads the SecureString once, decrypted, and serves later invocations from the cache', async () => {
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/stripe-a';
    ssm.on(GetParametersCommand).resolves({ Parameters: [parameter('/d1/test/stripe-a', 'sk_live_from_ssm')] });

    const first = await secretsOnContext();
    const second = await secretsOnContext();

    expect(first.stripeSecretKey).toBe('sk_live_from_ssm');
    expect(second.stripeSecretKey).toBe('sk_live_from_ssm');
    expect(ssm.commandCalls(GetParametersCommand)).toHaveLength(1);
    expect(ssm.commandCalls(GetParametersCommand)[0]?.args[0].input).toEqual({
      Names: ['/d1/test/stripe-a'],
      WithDecryption: true,
    });
  });

  it('also reads the Conversions API token when a pixel is configured', async () => {
    Object.assign(process.env, {
      STRIPE_SECRET_PARAMETER: '/d1/test/stripe-b',
      PIXEL_ID: 'pixel-9',
      CONVERSIONS_TOKEN_PARAMETER: '/d1/test/capi-b',
    });
    ssm.on(GetParametersCommand).resolves({
      Parameters: [parameter('/d1/test/stripe-b', 'sk_live_b'), parameter('/d1/test/capi-b', 'capi-token')],
    });

    const context = await secretsOnContext();

    expect(context.stripeSecretKey).toBe('sk_live_b');
    expect(conversionsFor(context)).toEqual({ pixelId: 'pixel-9', accessToken: 'capi-token' });
  });

  it('leaves tracking off without a pixel id, even with a token', async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_env', CONVERSIONS_TOKEN: 'capi-token' });

    const context = await secretsOnContext();

    expect(conversionsFor(context)).toBeNull();
  });
});

describe('paymentSecrets before the Stripe key is put', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves payments unconfigured, warns once, and asks SSM again on the next run', async () => {
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/stripe-not-yet';
    ssm.on(GetParametersCommand).resolves({ Parameters: [], InvalidParameters: ['/d1/test/stripe-not-yet'] });
    const warned = jest.spyOn(logger, 'warn');

    const first = await secretsOnContext();
    const second = await secretsOnContext();

    expect(paymentsConfigured(first)).toBe(false);
    expect(paymentsConfigured(second)).toBe(false);
    expect(() => stripeFor(second)).toThrow(PaymentsNotConfiguredError);
    expect(warned.mock.calls).toEqual([
      [
        'Payments are not configured: the Stripe secret key parameter does not exist',
        { parameter: '/d1/test/stripe-not-yet' },
      ],
    ]);
    expect(ssm.commandCalls(GetParametersCommand)).toHaveLength(2);
  });

  it('picks the key up on the first run after it is put', async () => {
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/stripe-put-later';
    ssm
      .on(GetParametersCommand)
      .resolvesOnce({ Parameters: [], InvalidParameters: ['/d1/test/stripe-put-later'] })
      .resolves({ Parameters: [parameter('/d1/test/stripe-put-later', 'sk_live_now')] });

    const before = await secretsOnContext();
    const after = await secretsOnContext();

    expect(paymentsConfigured(before)).toBe(false);
    expect(after.stripeSecretKey).toBe('sk_live_now');
  });

  it('still fails on any other SSM error', async () => {
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/stripe-denied';
    ssm.on(GetParametersCommand).rejects(new Error('AccessDeniedException: not allowed on /d1/test/stripe-denied'));

    await expect(secretsOnContext()).rejects.toThrow();
  });
});

describe('the checkout Lambda when SSM fails', () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await startAuthServer();
  });
  afterAll(() => auth.close());

  it('answers a bare 500', async () => {
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/stripe-broken';
    ssm.on(GetParametersCommand).rejects(new Error('AccessDeniedException: not allowed on /d1/test/stripe-broken'));

    const response = await call('POST /checkout', {
      token: auth.tokens.userA,
      body: { tierId: 'starter' },
    });

    expect(ssm.commandCalls(GetParametersCommand)).toHaveLength(1);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.internal });
  });
});
