import {
  DynamoDBClient,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { mockClient } from 'aws-sdk-client-mock';
import { call } from '../../test/api-event';
import { ADMIN, startAuthServer, type TestAuth, USER_A } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedContact, seedPurchase, seedSubmission, seedUser } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';
import { documentClient } from '../data/client';
import { handler as postConfirmation } from '../handlers/cognito/post-confirmation';

// DynamoDB faults the real database cannot produce on demand: the handlers' client is mocked, and
// commands a test does not fail are passed through to DynamoDB Local, so what was stored can be checked.
const table = withTestTable();
const realClient = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
const dynamo = mockClient(documentClient);
let auth: TestAuth;

const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    $metadata: {},
  });
const cancelled = (code: string) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${code}]`,
    $metadata: {},
    CancellationReasons: [{ Code: code }, { Code: 'None' }],
  });

const COMMANDS = [GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, BatchGetCommand];

/** Sends a command's input to DynamoDB Local: the behaviour of every command a test does not fail. */
// biome-ignore lint/suspicious/noExplicitAny: one forwarder serves every command class
function forward(Command: new (input: any) => any) {
  // biome-ignore lint/suspicious/noExplicitAny: the input is whatever the data module sent
  return (input: any) => realClient.send(new Command(input));
}

function passThrough() {
  dynamo.reset();
  // biome-ignore lint/suspicious/noExplicitAny: the command classes differ only in their input types
  for (const Command of COMMANDS) dynamo.on(Command as any).callsFake(forward(Command));
}

beforeAll(async () => {
  auth = await startAuthServer();
});
afterAll(async () => {
  dynamo.restore();
  realClient.destroy();
  await auth.close();
});
beforeEach(async () => {
  passThrough();
  await table.clear();
});

const INTERNAL = JSON.stringify({ message: HTTP_MESSAGES.internal });

describe('when DynamoDB fails', () => {
  it('answers a throttled admin read with a bare 500', async () => {
    await seedAdmin();
    dynamo.on(QueryCommand).rejects(throttled());

    const response = await call('GET /admin/overview', { token: auth.tokens.admin });

    expect(response.status).toBe(500);
    expect(response.rawBody).toBe(INTERNAL);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a failing query with a bare 500 that names nothing internal', async () => {
    dynamo.on(QueryCommand).rejects(new Error('ValidationException: table d1-prod-Table at 10.0.0.1 is broken'));

    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.status).toBe(500);
    expect(response.rawBody).toBe(INTERNAL);
  });

  it('stores nothing of a contact form whose transaction is throttled', async () => {
    dynamo.on(TransactWriteCommand).rejects(throttled());

    const response = await call('POST /contact', {
      body: { name: 'Jordan', email: 'jordan@example.com', message: 'Hello' },
    });

    expect(response.status).toBe(500);
    expect(response.rawBody).toBe(INTERNAL);
    // Only the sender's rate-limit counter, written before the transaction, remains: the attempt counts.
    expect(await table.items()).toEqual([expect.objectContaining({ pk: 'RATE#contact#ip#127.0.0.1', count: 1 })]);
  });

  it('retries a contact form whose transaction collided with another on the totals', async () => {
    let attempts = 0;
    dynamo.on(TransactWriteCommand).callsFake(async (input) => {
      attempts += 1;
      if (attempts === 1) throw cancelled('TransactionConflict');
      return forward(TransactWriteCommand)(input);
    });

    const response = await call('POST /contact', {
      body: { name: 'Jordan', email: 'jordan@example.com', message: 'Hello' },
    });

    expect(response.status).toBe(201);
    expect(attempts).toBe(2);
    expect(await table.totals()).toMatchObject({ contactCount: 1, pendingContacts: 1 });
  });

  it('leaves a contact and the pending count as they were when a status change fails', async () => {
    await seedAdmin();
    const contact = await seedContact();
    const before = await table.items();
    dynamo.on(TransactWriteCommand).rejects(cancelled('ThrottlingError'));

    const response = await call('PATCH /admin/contacts/{id}', {
      token: auth.tokens.admin,
      params: { id: contact.id },
      body: { status: 'resolved', adminNotes: 'Done' },
    });

    expect(response.status).toBe(500);
    expect(response.rawBody).toBe(INTERNAL);
    expect(await table.items()).toEqual(before);
  });

  it('reads again and applies a status change that lost a race to another admin', async () => {
    await seedAdmin();
    const contact = await seedContact();
    let writes = 0;
    dynamo.on(TransactWriteCommand).callsFake(async (input) => {
      writes += 1;
      if (writes === 1) throw cancelled('ConditionalCheckFailed');
      return forward(TransactWriteCommand)(input);
    });

    const response = await call('PATCH /admin/contacts/{id}', {
      token: auth.tokens.admin,
      params: { id: contact.id },
      body: { status: 'resolved' },
    });

    expect(response.status).toBe(200);
    expect(writes).toBe(2);
    expect(await table.get({ pk: `CONTACT#${contact.id}`, sk: 'CONTACT' })).toMatchObject({ status: 'resolved' });
  });

  it('answers 409 when the status keeps changing under an update, writing nothing', async () => {
    await seedAdmin();
    const contact = await seedContact();
    const before = await table.items();
    const seedWrites = dynamo.commandCalls(TransactWriteCommand).length;
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));

    const response = await call('PATCH /admin/contacts/{id}', {
      token: auth.tokens.admin,
      params: { id: contact.id },
      body: { status: 'resolved' },
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.contactChanged });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(seedWrites + 3);
    expect(await table.items()).toEqual(before);
  });

  it('stores no tier submission when its write fails', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter');
    const before = await table.items();
    // The setup, the wall choice and the ledger check are one transaction.
    dynamo.on(TransactWriteCommand).rejects(throttled());

    const response = await call('PUT /me/tier-submission', { token: auth.tokens.userA, body: { nickname: 'Ace' } });

    expect(response.status).toBe(500);
    expect(await table.items()).toEqual(before);
  });

  it('reads submissions DynamoDB left unprocessed on the first batch', async () => {
    await seedAdmin();
    await seedUser(USER_A, 'a@example.com');
    await seedPurchase(USER_A, 'starter');
    await seedSubmission(USER_A, 'starter', 'Ace');
    let batches = 0;
    dynamo.on(BatchGetCommand).callsFake(async (input) => {
      batches += 1;
      if (batches > 1) return forward(BatchGetCommand)(input);
      const [tableName] = Object.keys(input.RequestItems);
      return { Responses: { [String(tableName)]: [] }, UnprocessedKeys: input.RequestItems };
    });

    const response = await call('GET /admin/export/purchases.csv', { token: auth.tokens.admin });

    expect(response.status).toBe(200);
    expect(batches).toBe(2);
    expect(response.rawBody).toContain(',Ace,');
  });

  it('lets a failing profile write fail the sign-up trigger, writing nothing', async () => {
    dynamo.on(PutCommand).rejects(throttled());
    const event = {
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: { userAttributes: { sub: ADMIN, email: 'new@example.com' } },
    } as never;

    await expect(postConfirmation(event)).rejects.toThrow();
    expect(await table.items()).toEqual([]);
  });
});
