/**
 * Opens the account codes Cognito encrypts (AWS Encryption SDK messages under the pool's KMS key).
 * Only the email sender holds kms:Decrypt on that key, and only at send time: the table, its backups
 * and the admin area see ciphertext. The SDK loads with the first code to send, not with the sender.
 */
import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv, requireEnv } from '../lib/env';

type CryptoSdk = typeof import('@aws-crypto/client-node');

let opener: { keyArn: string; endpoint: string | undefined; open: (sealed: Buffer) => Promise<Buffer> } | undefined;

async function openerFor(keyArn: string, endpoint: string | undefined) {
  const sdk: CryptoSdk = await import('@aws-crypto/client-node');
  const { decrypt } = sdk.buildClient(sdk.CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);
  // Strict: only data keys sealed under the pool's key open, never one a message names for itself.
  const keyring = new sdk.KmsKeyringNode({
    keyIds: [keyArn],
    ...(endpoint ? { clientProvider: sdk.getClient(sdk.KMS, { endpoint, maxAttempts: 2 }) } : {}),
  });
  return { keyArn, endpoint, open: async (sealed: Buffer) => (await decrypt(keyring, sealed)).plaintext };
}

/** The code in Cognito's base64 ciphertext. */
export async function decryptAccountCode(encryptedCode: string): Promise<string> {
  const keyArn = requireEnv(ENV.accountCodeKeyArn);
  const endpoint = optionalEnv(ENV.kmsEndpoint);
  if (!opener || opener.keyArn !== keyArn || opener.endpoint !== endpoint) opener = await openerFor(keyArn, endpoint);
  return (await opener.open(Buffer.from(encryptedCode, 'base64'))).toString('utf8');
}
