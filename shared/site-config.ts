/**
 * The SPA's runtime settings, served as /config.json beside the build so one build serves every
 * stage. CDK writes it in the cloud; the local stack writes it for DynamoDB Local and cognito-local.
 */
export interface SiteConfig {
  /** Base of the HTTP API, no trailing slash: `/api` on the site's own origin (cloud and local), or a full URL. */
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's URL; absent in the cloud. */
  cognitoEndpoint?: string;
  /** cognito-local supports only USER_PASSWORD_AUTH; the cloud uses SRP. */
  authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  /** Meta pixel id; tracking is off when null. */
  pixelId: string | null;
  /** The stage's name, e.g. "local", "dev", "prod". */
  stage: string;
}
