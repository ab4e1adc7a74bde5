/**
 * Environment variables the Lambdas read. CDK sets them in the cloud; the local stack sets them for
 * the local API server. Names live here once so the three never drift.
 */
export const ENV = {
  /** The single table's name. */
  tableName: 'TABLE_NAME',
  /** DynamoDB endpoint override (DynamoDB Local); unset in the cloud. */
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  /** `on` in `npm run bench` only: the DynamoDB client counts the requests it sends (lambdas/src/data/client.ts). */
  countDynamoRequests: 'COUNT_DYNAMODB_REQUESTS',
  /** Token issuer: the Cognito pool URL, or cognito-local's `http://localhost:<port>/<poolId>`. */
  authIssuer: 'AUTH_ISSUER',
  /** The SPA app client id; access tokens from any other client are refused. */
  authClientId: 'AUTH_CLIENT_ID',
  /** JWKS URL override, fetched by our code when it is plain http (cognito-local). */
  authJwksUrl: 'AUTH_JWKS_URL',
  /** The user pool id, for the admin Lambda's group check (AdminListGroupsForUser). */
  userPoolId: 'USER_POOL_ID',
  /** Cognito endpoint override (cognito-local); unset in the cloud. */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  /** Comma-separated site origins allowed as checkout return URLs (and CORS locally). */
  siteOrigins: 'SITE_ORIGINS',
  /** SSM SecureString parameter holding the Stripe secret key (cloud). */
  stripeSecretParameter: 'STRIPE_SECRET_PARAMETER',
  /** Stripe secret key given directly (local stack, tests). Wins over the parameter. */
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  /** Stripe API base URL override, e.g. the local stand-in `http://127.0.0.1:4242`. */
  stripeApiUrl: 'STRIPE_API_URL',
  /** Meta pixel id; conversions are off when unset. */
  pixelId: 'PIXEL_ID',
  /** SSM SecureString parameter holding the Conversions API token (cloud). */
  conversionsTokenParameter: 'CONVERSIONS_TOKEN_PARAMETER',
  /** Conversions API token given directly (local). */
  conversionsToken: 'CONVERSIONS_TOKEN',
  /** Conversions API base URL override (tests). */
  conversionsApiUrl: 'CONVERSIONS_API_URL',
  /** The SES identity (verified address) the store's emails are sent from (email sender). */
  emailFrom: 'EMAIL_FROM',
  /** The seller's legal name, in the emails about a payment (email sender; shared/seller.ts). */
  sellerName: 'SELLER_NAME',
  /** The seller's address, on one line, beside its name (email sender). */
  sellerAddress: 'SELLER_ADDRESS',
  /** The support mailbox that hears about each new contact or ticket (email sender). */
  supportInbox: 'SUPPORT_INBOX',
  /** The site's URL, for the links in emails (email sender). */
  siteUrl: 'SITE_URL',
  /**
   * The API origin secret, as a Parameter Store name (`/aws/reference/secretsmanager/<secret>`): the
   * API Lambdas accept only requests carrying it (shared/contract/origin-secret.ts). Cloud only.
   */
  originSecretParameter: 'ORIGIN_SECRET_PARAMETER',
  /** `off` where no CloudFront stands in front of the API (local stack, tests); never set in the cloud. */
  originCheck: 'ORIGIN_CHECK',
  /** SES endpoint override, e.g. the local aws-ses-v2-local `http://127.0.0.1:8005`; unset in the cloud. */
  sesEndpoint: 'SES_ENDPOINT',
  /** The ARN of the KMS key Cognito encrypts account codes with; the email sender decrypts them with it. */
  accountCodeKeyArn: 'ACCOUNT_CODE_KEY_ARN',
  /** KMS endpoint override (the local stack's KMS, infra/local/kms.ts); unset in the cloud. */
  kmsEndpoint: 'KMS_ENDPOINT',
  /**
   * The key the unsubscribe links' tokens are signed with (HMAC-SHA256), given directly (local stack,
   * tests). The account Lambda (which checks them) requires it or its parameter at start.
   */
  unsubscribeSecret: 'UNSUBSCRIBE_SECRET',
  /** The SES configuration set of transactional email (all but updates), whose bounce and complaint events come back (cloud). */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /**
   * The SES configuration set development updates are sent through (email sender); SES_CONFIGURATION_SET
   * is then the transactional mail's. Both are required, so the two kinds of mail never share one.
   */
  sesUpdateConfigurationSet: 'SES_UPDATE_CONFIGURATION_SET',
  /** The same key as a SecureString parameter name (`/aws/reference/secretsmanager/<secret>`, cloud). */
  unsubscribeSecretParameter: 'UNSUBSCRIBE_SECRET_PARAMETER',
  /**
   * Development update emails queued per second: the stage's SES sending rate (stage config, the local
   * stack). The update sender requires it at start; the email sender's sweep sends at it, and needs it
   * only to sweep (stream deliveries send without it).
   */
  updateSendRate: 'UPDATE_SEND_RATE',
  /**
   * The fraction of the account's SES daily quota (Max24HourSend) development updates leave for
   * sign-up, reset and receipt emails (stage config, the local stack). The update sender requires it at start.
   */
  transactionalEmailReserve: 'TRANSACTIONAL_EMAIL_RESERVE',
  /** The site bucket the update publisher writes the /updates pages into (cloud). */
  siteBucket: 'SITE_BUCKET',
  /** The site's CloudFront distribution, whose copies of the /updates pages the publisher invalidates (cloud). */
  siteDistributionId: 'SITE_DISTRIBUTION_ID',
  /** The folder the update publisher writes the /updates pages into instead of the bucket (local stack, tests). */
  updatePagesDir: 'UPDATE_PAGES_DIR',
  /** The build's SPA shell (app.html) the publisher wraps the pages in, beside that folder (local stack). */
  siteShellFile: 'SITE_SHELL_FILE',
} as const;
