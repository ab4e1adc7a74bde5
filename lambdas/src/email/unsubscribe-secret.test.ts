import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { ENV } from '@shared/contract/lambda-env';
import { mockClient } from 'aws-sdk-client-mock';
import { unsubscribeSecret } from './unsubscribe-secret';

// In the cloud the signing key is a SecureString parameter (SSM has no local stand-in, so its client
// is mocked): read once, through the sender's lazy chunk of the SDK, decrypted.
describe('the unsubscribe links’ signing key from its parameter', () => {
  const ssm = mockClient(SSMClient);
  const direct = process.env[ENV.unsubscribeSecret];

  beforeEach(() => {
    delete process.env[ENV.unsubscribeSecret];
    process.env[ENV.unsubscribeSecretParameter] = '/aws/reference/secretsmanager/d1-unsubscribe';
  });
  afterEach(() => {
    process.env[ENV.unsubscribeSecret] = direct;
    delete process.env[ENV.unsubscribeSecretParameter];
    ssm.reset();
  });
  afterAll(() => ssm.restore());

  it('reads the parameter decrypted, once per instance', async () => {
    ssm
      .on(GetParameterCommand, { Name: '/aws/reference/secretsmanager/d1-unsubscribe', WithDecryption: true })
      .resolves({ Parameter: { Value: 'from-the-parameter' } });

    expect(await unsubscribeSecret()).toBe('from-the-parameter');
    expect(await unsubscribeSecret()).toBe('from-the-parameter');
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
  });
});
