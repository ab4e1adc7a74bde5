import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv } from '../lib/env';
import type { sesSdk } from './ses-sdk';

// A sweep that finds the outbox empty sends nothing: the SDK loads with the first email to send, not
// with the email sender's module.
let sdkLoading: Promise<typeof sesSdk> | undefined;

/** Loads the SES v2 SDK once, on first need. */
export function loadSesSdk(): Promise<typeof sesSdk> {
  sdkLoading ??= import('./ses-sdk').then((module) => module.sesSdk);
  return sdkLoading;
}

let client: { endpoint: string | undefined; ses: SESv2Client } | undefined;

/**
 * The one SES v2 client of the email sender, created on first use; aws-ses-v2-local when an endpoint
 * is set. Two tries: an email that still fails stays in the outbox and goes out on a later try.
 */
export async function sesClient(): Promise<SESv2Client> {
  const sdk = await loadSesSdk();
  const endpoint = optionalEnv(ENV.sesEndpoint);
  if (!client || client.endpoint !== endpoint) {
    client?.ses.destroy();
    client = { endpoint, ses: new sdk.SESv2Client({ maxAttempts: 2, ...(endpoint ? { endpoint } : {}) }) };
  }
  return client.ses;
}
