/**
 * Stands in for @aws-sdk/credential-provider-node in the Lambda bundles that carry the AWS SDK
 * (infra/lib/store-function.ts aliases it there). Lambda always hands a function its credentials
 * as environment variables, so the SSO, INI, process and web-identity providers (about 90 KB) are
 * dead weight on every cold start. Tests and the local stack run the sources and never load this.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
