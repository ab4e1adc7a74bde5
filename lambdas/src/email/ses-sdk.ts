import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

/**
 * The parts of the SES v2 SDK the email sender uses, loaded together on its first email
 * (ses-client.ts). Named here so the bundle's lazy chunk holds these, not every command of the SDK.
 */
export const sesSdk = { SendEmailCommand, SESv2Client };
