import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

/**
 * The parts of the SSM SDK the unsubscribe key's read uses, loaded together on first need
 * (unsubscribe-secret.ts). Named here so the bundle's lazy chunk holds these, not every command of
 * the SDK: the email sender's code budget has room for its emails in five languages that way.
 */
export const ssmSdk = { GetParameterCommand, SSMClient };
