import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { lambdaContext } from '../../../../infra/local/lambda-events';
import { logger } from '../../lib/logger';
import { metrics } from '../../lib/metrics';
import { handler } from './index';

// SSM has no local stand-in: its client is mocked to say the key's parameter does not exist yet.
const ssm = mockClient(SSMClient);
const PARAMETER = '/d1/test/reconciler-not-configured';

beforeEach(() => {
  ssm.reset();
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_SECRET_PARAMETER = PARAMETER;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => ssm.restore());

describe('the reconciler on a stage without a Stripe key', () => {
  it('ends each run quietly, says so once, and publishes no metric for an alarm to read', async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: [], InvalidParameters: [PARAMETER] });
    const warned = jest.spyOn(logger, 'warn');
    const errors = jest.spyOn(logger, 'error');
    const metric = jest.spyOn(metrics, 'addMetric');

    const runs = [
      await handler({}, lambdaContext('test-reconciler')),
      await handler({}, lambdaContext('test-reconciler')),
      await handler({}, lambdaContext('test-reconciler')),
    ];

    expect(runs).toEqual([{ skipped: 'not configured' }, { skipped: 'not configured' }, { skipped: 'not configured' }]);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledWith('Payments are not configured: the Stripe secret key parameter does not exist', {
      parameter: PARAMETER,
    });
    expect(errors).not.toHaveBeenCalled();
    expect(metric).not.toHaveBeenCalled();
  });

  it('fails, as before, when SSM itself fails', async () => {
    ssm.on(GetParametersCommand).rejects(new Error('ThrottlingException: Rate exceeded'));

    await expect(handler({}, lambdaContext('test-reconciler'))).rejects.toThrow();
  });
});
