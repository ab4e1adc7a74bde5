import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminAuditResponse } from '@shared/api/types/admin';
import type { GameKeyCreatedResponse, GameKeyRevokedResponse, GameKeysResponse } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { call } from '../../../test/api-event';
import { ADMIN, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedAdmin } from '../../../test/seed-admin';
import { documentClient } from '../../data/client';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin('coach@example.com');
});

const create = (body: unknown, token = auth.tokens.admin) => call('POST /admin/game-keys', { token, body });
const list = async () => (await call('GET /admin/game-keys', { token: auth.tokens.admin })).body as GameKeysResponse;
const revoke = (keyId: string, token = auth.tokens.admin) =>
  call('DELETE /admin/game-keys/{keyId}', { token, params: { keyId } });
const audit = async () =>
  ((await call('GET /admin/audit', { token: auth.tokens.admin })).body as AdminAuditResponse).items;

describe('game server keys', () => {
  it('creates a key, answers it once in full and stores only its hash', async () => {
    const response = await create({ name: 'EU game servers' });

    expect(response.status).toBe(201);
    const { key, secret } = response.body as GameKeyCreatedResponse;
    expect(secret).toMatch(/^d1g_sk_[0-9A-Z]{26}_[A-Za-z0-9_-]{43}$/);
    expect(secret.slice('d1g_sk_'.length, 'd1g_sk_'.length + 26)).toBe(key.keyId);
    expect(key).toEqual({
      keyId: expect.any(String),
      name: 'EU game servers',
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    const stored = JSON.stringify(await table.items());
    expect(stored).not.toContain(secret);
    // The secret part is the key's last 43 characters (its alphabet has '_' too, so not what follows the last '_').
    expect(stored).not.toContain(secret.slice(-43));
    expect(await table.get({ pk: `GAME#KEY#${key.keyId}`, sk: 'KEY' })).toMatchObject({
      secretHash: expect.any(String),
    });
  });

  it('trims the name', async () => {
    const { key } = (await create({ name: '  NA servers  ' })).body as GameKeyCreatedResponse;

    expect(key.name).toBe('NA servers');
  });

  it('lists keys newest first, without their secrets', async () => {
    const first = (await create({ name: 'First' })).body as GameKeyCreatedResponse;
    const second = (await create({ name: 'Second' })).body as GameKeyCreatedResponse;

    const { keys } = await list();

    expect(keys).toEqual([second.key, first.key]);
    expect(JSON.stringify(keys)).not.toContain('d1g_sk_');
  });

  it('revokes a key once: a second revocation changes nothing and writes no second audit entry', async () => {
    const { key } = (await create({ name: 'EU game servers' })).body as GameKeyCreatedResponse;

    const first = await revoke(key.keyId);
    const second = await revoke(key.keyId);

    expect(first.status).toBe(200);
    const revoked = (first.body as GameKeyRevokedResponse).key;
    expect(revoked).toEqual({ ...key, revokedAt: expect.any(String) });
    expect(second.status).toBe(200);
    expect((second.body as GameKeyRevokedResponse).key).toEqual(revoked);
    expect((await list()).keys).toEqual([revoked]);
    expect((await audit()).filter((entry) => entry.action === 'game_key_revoked')).toHaveLength(1);
  });

  it('writes one audit entry for twenty revocations at once', async () => {
    const { key } = (await create({ name: 'EU game servers' })).body as GameKeyCreatedResponse;

    const answers = await Promise.all(Array.from({ length: 20 }, () => revoke(key.keyId)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const revokedAt = new Set(answers.map((answer) => (answer.body as GameKeyRevokedResponse).key.revokedAt));
    expect(revokedAt.size).toBe(1);
    expect((await audit()).filter((entry) => entry.action === 'game_key_revoked')).toHaveLength(1);
  });

  it('revokes a key when its first write meets a transaction conflict', async () => {
    const { key } = (await create({ name: 'EU game servers' })).body as GameKeyCreatedResponse;
    const realSend = documentClient.send.bind(documentClient) as (command: unknown) => Promise<unknown>;
    let conflicts = 0;
    // A conflict with another transaction on the key is a fault the local table cannot produce on demand.
    const send = jest.spyOn(documentClient, 'send').mockImplementation((async (command: object) => {
      if (command.constructor.name === 'TransactWriteCommand' && conflicts === 0) {
        conflicts += 1;
        throw new TransactionCanceledException({
          message: 'Transaction cancelled [TransactionConflict]',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
        });
      }
      return realSend(command);
    }) as never);

    const response = await revoke(key.keyId);
    send.mockRestore();

    expect(conflicts).toBe(1);
    expect(response.status).toBe(200);
    expect((response.body as GameKeyRevokedResponse).key.revokedAt).toEqual(expect.any(String));
    expect((await audit()).filter((entry) => entry.action === 'game_key_revoked')).toHaveLength(1);
  });

  it('answers 404 for a key that does not exist', async () => {
    const response = await revoke('01JUNKNOWNGAMEKEY000000000');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: GAME_MESSAGES.keyNotFound });
    expect(await audit()).toEqual([]);
  });

  it.each([
    ['no name', {}, GAME_MESSAGES.keyNameRequired],
    ['an empty name', { name: '' }, GAME_MESSAGES.keyNameRequired],
    ['a blank name', { name: '   ' }, GAME_MESSAGES.keyNameRequired],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, GAME_MESSAGES.keyNameTooLong],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const response = await create(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await table.items()).filter((item) => String(item.pk).startsWith('GAME#'))).toEqual([]);
  });

  it('accepts a name of 60 characters', async () => {
    expect((await create({ name: 'x'.repeat(60) })).status).toBe(201);
  });

  it('refuses a supporter on every key route with 403', async () => {
    const { key } = (await create({ name: 'EU game servers' })).body as GameKeyCreatedResponse;

    const answers = [
      await call('GET /admin/game-keys', { token: auth.tokens.userA }),
      await create({ name: 'Mine' }, auth.tokens.userA),
      await revoke(key.keyId, auth.tokens.userA),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
    }
    expect((await list()).keys).toEqual([key]);
  });

  it('audits a creation and a revocation with the admin, the key and the change', async () => {
    const { key } = (await create({ name: 'EU game servers' })).body as GameKeyCreatedResponse;
    const revoked = ((await revoke(key.keyId)).body as GameKeyRevokedResponse).key;

    const entries = (await audit()).map(({ action, adminId, adminEmail, subject, before, after }) => ({
      action,
      adminId,
      adminEmail,
      subject,
      before,
      after,
    }));

    expect(entries).toEqual([
      {
        action: 'game_key_revoked',
        adminId: ADMIN,
        adminEmail: 'coach@example.com',
        subject: { type: 'game_key', id: key.keyId },
        before: { name: 'EU game servers', revokedAt: null },
        after: { name: 'EU game servers', revokedAt: revoked.revokedAt },
      },
      {
        action: 'game_key_created',
        adminId: ADMIN,
        adminEmail: 'coach@example.com',
        subject: { type: 'game_key', id: key.keyId },
        before: {},
        after: { name: 'EU game servers' },
      },
    ]);
  });
});
