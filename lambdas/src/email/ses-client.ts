import { SESv2Client } from '@aws-sdk/client-sesv2';
import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv } from '../lib/env';

let client: { endpoint: string | undefined; ses: SESv2Client } | undefined;

/**
 * The one SES v2 client of the email sender, created on first use; aws-ses-v2-local when an endpoint
 * is set. Two tries: an email that still fails stays in the outbox and goes out on a later try.
 */
export function sesClient(): SESv2Client {
  const endpoint = optionalEnv(ENV.sesEndpoint);
  if (!client || client.endpoint !== endpoint) {
    client?.ses.destroy();
    client = { endpoint, ses: new SESv2Client({ maxAttempts: 2, ...(endpoint ? { endpoint } : {}) }) };
  }
  return client.ses;
}
