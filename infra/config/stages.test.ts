import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { stageConfig } from './stages';

describe('stageConfig', () => {
  test('prod keeps its data and reads its own Stripe parameter', () => {
    const prod = stageConfig('prod');

    expect(prod.retainData).toBe(true);
    expect(prod.stripeSecretParameter).toBe('/d1-gang/prod/stripe-secret-key');
    expect(prod.conversionsTokenParameter).toBe('/d1-gang/prod/meta-conversions-token');
    expect(prod.logRetention).toBe(RetentionDays.THREE_MONTHS);
  });

  test('dev is disposable, with lower API limits than prod', () => {
    const dev = stageConfig('dev');
    const prod = stageConfig('prod');

    expect(dev.retainData).toBe(false);
    expect(dev.stripeSecretParameter).toBe('/d1-gang/dev/stripe-secret-key');
    expect(dev.apiThrottle.rateLimit).toBeLessThan(prod.apiThrottle.rateLimit);
    expect(dev.apiThrottle.burstLimit).toBeLessThan(prod.apiThrottle.burstLimit);
  });

  test('any other name gets dev-like defaults under its own name', () => {
    const preview = stageConfig('preview-42');

    expect(preview).toMatchObject({ stage: 'preview-42', retainData: false });
    expect(preview.stripeSecretParameter).toBe('/d1-gang/preview-42/stripe-secret-key');
    expect(preview.stripeEventBusName).toBeUndefined();
  });

  test('refuses a name that cannot be part of a stack name or parameter path', () => {
    expect(() => stageConfig('Prod')).toThrow('Stage "Prod" must be lowercase');
    expect(() => stageConfig('my_stage')).toThrow('must be lowercase');
    expect(() => stageConfig('')).toThrow('must be lowercase');
  });
});
