import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient, CommitmentPolicy, getClient, KMS, KmsKeyringNode } from '@aws-crypto/client-node';
import { type LocalKms, startLocalKms } from './kms';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

const { encrypt, decrypt } = buildClient(CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);

let dataDir: string;
let kms: LocalKms;
// The KMS client the Encryption SDK itself uses (@aws-sdk/client-kms, re-exported by it).
let client: KMS;

function clientOf(endpoint: string): KMS {
  return new KMS({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
}

beforeEach(async () => {
  // Prepare: a data folder of its own for each test, as each local stack has.
  dataDir = mkdtempSync(join(tmpdir(), 'd1-kms-'));
  kms = await startLocalKms({ dataDir });
  client = clientOf(kms.url);
});

afterEach(async () => {
  client.destroy();
  await kms.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local KMS', () => {
  test('gives a data key whose ciphertext it decrypts again, under the encryption context it was made with', async () => {
    const context = { userpool: 'local_pool' };

    const key = await client.generateDataKey({ KeyId: kms.keyAlias, KeySpec: 'AES_256', EncryptionContext: context });
    const back = await client.decrypt({ CiphertextBlob: key.CiphertextBlob, EncryptionContext: context });

    expect(key.KeyId).toBe(kms.keyArn);
    expect(key.Plaintext).toHaveLength(32);
    expect(Buffer.from(back.Plaintext ?? []).equals(Buffer.from(key.Plaintext ?? []))).toBe(true);
    expect(back.KeyId).toBe(kms.keyArn);
    await expect(
      client.decrypt({ CiphertextBlob: key.CiphertextBlob, EncryptionContext: { userpool: 'other' } }),
    ).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  test('encrypts under its key by ARN, id or alias, and refuses any other key', async () => {
    const plaintext = Buffer.from('123456');

    for (const KeyId of [kms.keyArn, kms.keyArn.split('/').at(-1), kms.keyAlias]) {
      const sealed = await client.encrypt({ KeyId, Plaintext: plaintext });
      const opened = await client.decrypt({ CiphertextBlob: sealed.CiphertextBlob, KeyId });
      expect(Buffer.from(opened.Plaintext ?? []).toString()).toBe('123456');
    }
    await expect(client.encrypt({ KeyId: 'alias/someone-else', Plaintext: plaintext })).rejects.toMatchObject({
      name: 'NotFoundException',
    });
  });

  test('keeps its key in the data folder: a restart still decrypts what it sealed before', async () => {
    const sealed = await client.encrypt({ KeyId: kms.keyArn, Plaintext: Buffer.from('654321') });
    client.destroy();
    await kms.close();

    kms = await startLocalKms({ dataDir });
    client = clientOf(kms.url);
    const opened = await client.decrypt({ CiphertextBlob: sealed.CiphertextBlob });

    expect(Buffer.from(opened.Plaintext ?? []).toString()).toBe('654321');
  });

  test('serves the AWS Encryption SDK as Cognito uses it: sealed by alias and ARN, opened by the ARN alone', async () => {
    const clientProvider = getClient(KMS, { endpoint: kms.url, credentials: LOCAL_CREDENTIALS });
    const sealing = new KmsKeyringNode({ generatorKeyId: kms.keyAlias, keyIds: [kms.keyArn], clientProvider });
    const opening = new KmsKeyringNode({ keyIds: [kms.keyArn], clientProvider });

    const { result } = await encrypt(sealing, '246810');
    const { plaintext } = await decrypt(opening, result);

    expect(plaintext.toString()).toBe('246810');
  });

  test('opens what cognito-local seals with its own (v2) AWS SDK', async () => {
    // cognito-local's CryptoService, given the KMSConfig the local stack writes for it.
    const { CryptoService } = require('cognito-local/lib/services/crypto') as {
      CryptoService: new (config: object) => { encrypt(ctx: object, code: string): Promise<string> };
    };
    const crypto = new CryptoService(kms.cognitoLocalConfig);
    const logger = { debug: () => undefined, error: () => undefined, info: () => undefined };

    const sealed = await crypto.encrypt({ logger }, '135790');
    const opening = new KmsKeyringNode({
      keyIds: [kms.keyArn],
      clientProvider: getClient(KMS, { endpoint: kms.url, credentials: LOCAL_CREDENTIALS }),
    });
    const { plaintext } = await decrypt(opening, Buffer.from(sealed, 'base64'));

    expect(plaintext.toString()).toBe('135790');
  });
});
