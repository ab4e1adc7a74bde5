/** The SPA's /config.json for the local stack: cognito-local's endpoint and its password flow. */
import type { SiteConfig } from '@shared/site-config';
import { LOCAL_REGION } from './local-aws';

export function localSiteConfig(input: {
  apiUrl: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
}): SiteConfig {
  return {
    apiUrl: input.apiUrl,
    region: LOCAL_REGION,
    userPoolId: input.userPoolId,
    userPoolClientId: input.clientId,
    cognitoEndpoint: input.cognitoEndpoint,
    authFlow: 'USER_PASSWORD_AUTH',
    pixelId: null,
    stage: 'local',
  };
}
