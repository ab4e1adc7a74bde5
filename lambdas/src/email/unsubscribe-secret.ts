import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv } from '../lib/env';

/**
 * Where the unsubscribe links' signing key is: given directly (the local stack, tests) or a
 * SecureString parameter (`/aws/reference/secretsmanager/<secret>` in the cloud). Read when the
 * Lambda starts: with neither, it does not start.
 */
export function requireUnsubscribeSecretSetting(): void {
  if (!optionalEnv(ENV.unsubscribeSecret) && !optionalEnv(ENV.unsubscribeSecretParameter)) {
    throw new Error(`Neither ${ENV.unsubscribeSecret} nor ${ENV.unsubscribeSecretParameter} is set`);
  }
}

let fetched: Promise<string> | undefined;

async function readParameter(name: string): Promise<string> {
  const { SSMClient, GetParameterCommand } = (await import('./ssm-sdk')).ssmSdk;
  const client = new SSMClient({});
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    if (!Parameter?.Value) throw new Error(`The parameter ${name} has no value`);
    return Parameter.Value;
  } finally {
    client.destroy();
  }
}

/** The unsubscribe links' signing key: the direct setting, or the parameter read once per Lambda instance. */
export async function unsubscribeSecret(): Promise<string> {
  const direct = optionalEnv(ENV.unsubscribeSecret);
  if (direct) return direct;
  const parameter = optionalEnv(ENV.unsubscribeSecretParameter);
  if (!parameter) throw new Error(`Neither ${ENV.unsubscribeSecret} nor ${ENV.unsubscribeSecretParameter} is set`);
  fetched ??= readParameter(parameter).catch((error: unknown) => {
    fetched = undefined;
    throw error;
  });
  return fetched;
}
