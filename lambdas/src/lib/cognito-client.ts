import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '@shared/contract/lambda-env';
import type * as CognitoSdk from './cognito-sdk';
import { optionalEnv } from './env';

/** The Cognito SDK (for its command classes) and the Lambda's one client. */
export interface Cognito {
  sdk: typeof CognitoSdk;
  client: CognitoIdentityProviderClient;
}

// Only an account's deletion and the admin routes talk to Cognito: the SDK loads on the first call
// that needs it, not with the Lambda's module, so the import of the others does not pay for it.
let loading: Promise<Cognito> | undefined;

/** The one Cognito client of a Lambda, created on first use (pointed at cognito-local when the stack says so). */
export function cognito(): Promise<Cognito> {
  loading ??= import('./cognito-sdk').then((sdk) => {
    const endpoint = optionalEnv(ENV.cognitoEndpoint);
    return { sdk, client: new sdk.CognitoIdentityProviderClient(endpoint ? { endpoint } : {}) };
  });
  return loading;
}
