import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv } from './env';

let client: CognitoIdentityProviderClient | undefined;

/** The one Cognito client of a Lambda, created on first use (pointed at cognito-local when the stack says so). */
export function cognito(): CognitoIdentityProviderClient {
  const endpoint = optionalEnv(ENV.cognitoEndpoint);
  client ??= new CognitoIdentityProviderClient(endpoint ? { endpoint } : {});
  return client;
}
