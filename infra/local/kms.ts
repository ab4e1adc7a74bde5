/**
 * A minimal KMS on this machine, for the codes Cognito encrypts before the store's custom email sender
 * sends them. No npm KMS emulator runs without Docker or the network (LocalStack and local-kms are
 * containers or Go binaries), so this answers the three calls the AWS Encryption SDK makes (GenerateDataKey,
 * Encrypt, Decrypt) over the AWS JSON 1.1 protocol, as KMS does, for one symmetric key and its alias.
 *
 * The key is AES-256, made once in the data folder and kept, so codes sealed before a restart still
 * open. A ciphertext is the key's id, an IV, the GCM tag and the sealed bytes; the encryption context
 * is bound in as additional data, so a different context refuses to decrypt, as in KMS.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type LocalServer, readBody, serve } from './http-io';
import { LOCAL_ACCOUNT_ID, LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { LOCAL_HOST } from './ports';

/** The alias the local key answers to (Cognito's pool names the key by ARN; the alias is for people). */
const LOCAL_CODE_KEY_ALIAS = 'alias/d1-gang-local-codes';

const KEY_FILE = join('kms', 'key.json');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 36;

export interface LocalKms extends LocalServer {
  keyArn: string;
  keyAlias: string;
  /** cognito-local's KMSConfig: the key, its alias and the (v2) KMS client's settings. */
  cognitoLocalConfig: Record<string, unknown>;
}

interface SavedKey {
  keyId: string;
  /** base64 */
  key: string;
}

/** A refusal as KMS words it: the error's type and a message, with status 400. */
class KmsRefusal extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'KmsRefusal';
  }
}

/** The saved key, or a new one saved for the next start. */
function loadKey(dataDir: string): { keyId: string; key: Buffer } {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedKey;
    return { keyId: saved.keyId, key: Buffer.from(saved.key, 'base64') };
  }
  const made = { keyId: randomUUID(), key: randomBytes(32) };
  mkdirSync(join(dataDir, 'kms'), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ keyId: made.keyId, key: made.key.toString('base64') })}\n`, {
    mode: 0o600,
  });
  return made;
}

/** The encryption context as bytes that do not depend on the order its pairs came in. */
function contextBytes(context: unknown): Buffer {
  const pairs = Object.entries((context ?? {}) as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : 1));
  return Buffer.from(JSON.stringify(pairs));
}

/** The one key, by every name KMS accepts for it; what the three operations do with it. */
class LocalKey {
  readonly arn: string;
  private readonly names: Set<string>;

  constructor(
    private readonly keyId: string,
    private readonly key: Buffer,
  ) {
    this.arn = `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:key/${keyId}`;
    const aliasArn = `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${LOCAL_CODE_KEY_ALIAS}`;
    this.names = new Set([this.arn, keyId, LOCAL_CODE_KEY_ALIAS, aliasArn]);
  }

  /** Answers one JSON 1.1 operation (`X-Amz-Target: TrentService.<operation>`). */
  answer(operation: string, input: Record<string, unknown>): Record<string, unknown> {
    if (operation === 'GenerateDataKey') return this.generateDataKey(input);
    if (operation === 'Encrypt') return this.encrypt(input);
    if (operation === 'Decrypt') return this.decrypt(input);
    throw new KmsRefusal('UnsupportedOperationException', `${operation} is not served locally`);
  }

  private generateDataKey(input: Record<string, unknown>) {
    this.mustBeOurs(input.KeyId);
    const plaintext = randomBytes(Number(input.NumberOfBytes ?? (input.KeySpec === 'AES_128' ? 16 : 32)));
    return {
      KeyId: this.arn,
      Plaintext: plaintext.toString('base64'),
      CiphertextBlob: this.seal(plaintext, input.EncryptionContext).toString('base64'),
    };
  }

  private encrypt(input: Record<string, unknown>) {
    this.mustBeOurs(input.KeyId);
    const sealed = this.seal(Buffer.from(String(input.Plaintext), 'base64'), input.EncryptionContext);
    return { KeyId: this.arn, CiphertextBlob: sealed.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
  }

  private decrypt(input: Record<string, unknown>) {
    if (input.KeyId !== undefined) this.mustBeOurs(input.KeyId);
    const plaintext = this.open(Buffer.from(String(input.CiphertextBlob), 'base64'), input.EncryptionContext);
    return { KeyId: this.arn, Plaintext: plaintext.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
  }

  private mustBeOurs(name: unknown): void {
    if (typeof name !== 'string' || !this.names.has(name)) {
      throw new KmsRefusal('NotFoundException', `Key '${String(name)}' does not exist`);
    }
  }

  private seal(plaintext: Buffer, context: unknown): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(contextBytes(context));
    const sealed = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from(this.keyId), iv, cipher.getAuthTag(), sealed]);
  }

  private open(blob: Buffer, context: unknown): Buffer {
    const headerBytes = KEY_ID_BYTES + IV_BYTES + TAG_BYTES;
    if (blob.length < headerBytes || blob.subarray(0, KEY_ID_BYTES).toString() !== this.keyId) {
      throw new KmsRefusal('InvalidCiphertextException', 'The ciphertext is not one of this key');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, blob.subarray(KEY_ID_BYTES, KEY_ID_BYTES + IV_BYTES));
    decipher.setAAD(contextBytes(context));
    decipher.setAuthTag(blob.subarray(KEY_ID_BYTES + IV_BYTES, headerBytes));
    try {
      return Buffer.concat([decipher.update(blob.subarray(headerBytes)), decipher.final()]);
    } catch {
      throw new KmsRefusal('InvalidCiphertextException', 'The ciphertext or its encryption context does not match');
    }
  }
}

/** Answers a request as KMS does: 200 with the result, or 400 with the refusal's type and message. */
async function answer(key: LocalKey, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(body));
  };
  try {
    if (request.method !== 'POST') throw new KmsRefusal('UnsupportedOperationException', 'KMS answers POST only');
    const operation = String(request.headers['x-amz-target'] ?? '').replace(/^TrentService\./, '');
    reply(200, key.answer(operation, JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>));
  } catch (error) {
    const refusal = error instanceof KmsRefusal ? error : new KmsRefusal('ValidationException', String(error));
    reply(400, { __type: refusal.type, message: refusal.message });
  }
}

/** Starts the local KMS on `port` (0: any free one); `close()` stops it. */
export async function startLocalKms(options: { dataDir: string; port?: number; host?: string }): Promise<LocalKms> {
  const saved = loadKey(options.dataDir);
  const key = new LocalKey(saved.keyId, saved.key);
  const server = await serve((request, response) => void answer(key, request, response), {
    port: options.port ?? 0,
    host: options.host ?? LOCAL_HOST,
  });
  return {
    ...server,
    keyArn: key.arn,
    keyAlias: LOCAL_CODE_KEY_ALIAS,
    cognitoLocalConfig: {
      KMSKeyId: key.arn,
      KMSKeyAlias: LOCAL_CODE_KEY_ALIAS,
      endpoint: server.url,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      maxRetries: 1,
    },
  };
}
