/**
 * The local KMS (infra/local/kms.ts) for a test file, set as the email sender's key, and codes sealed
 * as Cognito seals them: an AWS Encryption SDK message under the pool's key, base64.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient, CommitmentPolicy, getClient, KMS, KmsKeyringNode } from '@aws-crypto/client-node';
import { ENV } from '@shared/contract/lambda-env';
import { type LocalKms, startLocalKms } from '../../infra/local/kms';
import { LOCAL_CREDENTIALS } from '../../infra/local/local-aws';

const { encrypt } = buildClient(CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);

export interface AccountCodeKms {
  /** The code as Cognito hands it to the custom email sender trigger. */
  seal(code: string): Promise<string>;
}

/** Starts the local KMS before the file's tests (its key in a folder of its own) and stops it after. */
export function withAccountCodeKms(): AccountCodeKms {
  let kms: LocalKms | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'd1-code-kms-'));
    kms = await startLocalKms({ dataDir });
    process.env[ENV.accountCodeKeyArn] = kms.keyArn;
    process.env[ENV.kmsEndpoint] = kms.url;
  });
  afterAll(async () => {
    delete process.env[ENV.accountCodeKeyArn];
    delete process.env[ENV.kmsEndpoint];
    await kms?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async seal(code) {
      if (!kms) throw new Error('The local KMS starts in beforeAll');
      const keyring = new KmsKeyringNode({
        generatorKeyId: kms.keyArn,
        clientProvider: getClient(KMS, { endpoint: kms.url, credentials: LOCAL_CREDENTIALS }),
      });
      const { result } = await encrypt(keyring, code, { encryptionContext: { userpool: 'us-east-1_test' } });
      return result.toString('base64');
    },
  };
}
