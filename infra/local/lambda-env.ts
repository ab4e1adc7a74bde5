/**
 * The environment the Lambda handlers read (names from shared/contract/lambda-env.ts), pointed at the
 * local parts. Set on this process before any handler module is imported: handlers read it at load.
 */

import { ENV } from '@shared/contract/lambda-env';
import { ORIGIN_CHECK_OFF } from '@shared/contract/origin-secret';
import { SELLER } from '@shared/seller';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface LambdaEnvInput {
  tableName: string;
  dynamodbEndpoint: string;
  siteOrigins: readonly string[];
  stripeSecretKey: string;
  /** The stand-in's URL; undefined when a real Stripe test key is used. */
  stripeApiUrl: string | undefined;
  /** The SES emulator's URL (aws-ses-v2-local). */
  sesEndpoint: string;
  /** The site's URL, for links in emails. */
  siteUrl: string;
  /** The key unsubscribe links are signed with (kept in the data folder). */
  unsubscribeSecret: string;
  /** Where the /updates pages are published (the stack's data folder), and the build's shell they wrap. */
  updatePagesDir: string;
  siteShellFile: string;
}

/** Who the local emails come from and go to (the emulator accepts any address). */
const LOCAL_EMAIL = { from: 'team@d1gang.local', supportInbox: 'support@d1gang.local' } as const;

/** Development update emails queued per second locally: the emulator has no quota, so only the local machine's pace matters. */
const LOCAL_UPDATE_SEND_RATE = '50';

/** The share of the emulator's daily quota updates leave for transactional email, as on the cloud stages. */
const LOCAL_TRANSACTIONAL_EMAIL_RESERVE = '0.25';

/** The emulator takes any configuration set name; the sender requires both, as in the cloud. */
const LOCAL_CONFIGURATION_SETS = {
  transactional: 'd1-gang-local-transactional',
  update: 'd1-gang-local-updates',
} as const;

export interface AuthEnvInput {
  issuer: string;
  clientId: string;
  userPoolId: string;
  /** cognito-local's URL: the admin Lambda's group check asks it (the SDK's endpoint override). */
  cognitoEndpoint: string;
}

/** Everything but auth, which waits for cognito-local's pool id. */
export function baseLambdaEnv(input: LambdaEnvInput): Record<string, string | undefined> {
  return {
    [ENV.tableName]: input.tableName,
    // No CloudWatch locally: the business metrics would only print their EMF lines.
    POWERTOOLS_METRICS_DISABLED: 'true',
    [ENV.dynamodbEndpoint]: input.dynamodbEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    [ENV.siteOrigins]: input.siteOrigins.join(','),
    [ENV.stripeSecretKey]: input.stripeSecretKey,
    [ENV.stripeApiUrl]: input.stripeApiUrl,
    [ENV.sesEndpoint]: input.sesEndpoint,
    [ENV.siteUrl]: input.siteUrl,
    [ENV.unsubscribeSecret]: input.unsubscribeSecret,
    [ENV.emailFrom]: LOCAL_EMAIL.from,
    // No CloudFront locally: the site server proxies /api straight to the handlers. Off by this
    // explicit setting only; a Lambda with no setting at all does not start.
    [ENV.originCheck]: ORIGIN_CHECK_OFF,
    [ENV.supportInbox]: LOCAL_EMAIL.supportInbox,
    [ENV.sellerName]: SELLER.name,
    [ENV.sellerAddress]: SELLER.address,
    [ENV.sesConfigurationSet]: LOCAL_CONFIGURATION_SETS.transactional,
    [ENV.sesUpdateConfigurationSet]: LOCAL_CONFIGURATION_SETS.update,
    [ENV.updateSendRate]: LOCAL_UPDATE_SEND_RATE,
    [ENV.transactionalEmailReserve]: LOCAL_TRANSACTIONAL_EMAIL_RESERVE,
    [ENV.updatePagesDir]: input.updatePagesDir,
    [ENV.siteShellFile]: input.siteShellFile,
  };
}

export function authLambdaEnv(input: AuthEnvInput): Record<string, string> {
  return {
    [ENV.authIssuer]: input.issuer,
    [ENV.authClientId]: input.clientId,
    // aws-jwt-verify fetches only https JWKS; the handlers fetch this http URL themselves.
    [ENV.authJwksUrl]: `${input.issuer}/.well-known/jwks.json`,
    [ENV.userPoolId]: input.userPoolId,
    [ENV.cognitoEndpoint]: input.cognitoEndpoint,
  };
}

/** Sets (or, for undefined values, removes) variables on this process. */
export function applyEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
