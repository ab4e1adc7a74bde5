import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { call } from '../../../test/api-event';
import { startAuthServer, type TestAuth, USER_A } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { checkoutAndPay, deliver, type StripeHarness, startStripeHarness } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { documentClient } from '../../data/client';

// An interleaving real DynamoDB will not produce on demand: a fulfilment that commits between a
// refund's read of the user's purchases and its write. Every command still runs on DynamoDB Local;
// the client is wrapped only to run the fulfilment at that moment.
const table = withTestTable();
const realClient = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
const dynamo = mockClient(documentClient);
let auth: TestAuth;
let harness: StripeHarness;

// biome-ignore lint/suspicious/noExplicitAny: one forwarder serves every command class
const forward = (Command: new (input: any) => any) => (input: unknown) => realClient.send(new Command(input));

beforeAll(async () => {
  auth = await startAuthServer();
  harness = await startStripeHarness();
});
afterAll(async () => {
  dynamo.restore();
  realClient.destroy();
  await harness.close();
  await auth.close();
});
beforeEach(() => {
  dynamo.reset();
  for (const Command of [
    BatchGetCommand,
    GetCommand,
    PutCommand,
    QueryCommand,
    UpdateCommand,
    DeleteCommand,
  ] as const) {
    // biome-ignore lint/suspicious/noExplicitAny: the command classes differ only in their input types
    dynamo.on(Command as any).callsFake(forward(Command));
  }
  dynamo.on(TransactWriteCommand).callsFake(forward(TransactWriteCommand));
});

// A refund rewrites an existing purchase (fulfilment puts a new one, on attribute_not_exists).
const isRefundWrite = (input: TransactWriteCommandInput) =>
  (input.TransactItems ?? []).some(
    (item) =>
      String(item.Put?.Item?.sk ?? '').startsWith('PURCHASE#') &&
      item.Put?.ConditionExpression === 'attribute_exists(pk)',
  );

describe('a refund racing a new purchase of the same user', () => {
  it('recomputes the ledger from the purchases as they are when it writes', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const starter = await checkoutAndPay(harness, auth.tokens.userA, 'starter');
    await deliver(starter.completed);
    const baller = await checkoutAndPay(harness, auth.tokens.userA, 'baller');
    await deliver(baller.completed);
    const mvp = await checkoutAndPay(harness, auth.tokens.userA, 'mvp');
    let refundAttempts = 0;
    dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
      if (isRefundWrite(input) && ++refundAttempts === 1) await deliver(mvp.completed);
      return forward(TransactWriteCommand)(input);
    });

    await deliver(await harness.refund(baller.paymentIntentId));

    expect(refundAttempts).toBe(2);
    // The admin's current tier is the most recent purchase still paid: MVP, not the Starter it read first.
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' })).toMatchObject({ currentTierId: 'mvp' });
    expect(await table.totals()).toMatchObject({
      revenueCents: 3000 + 2000 + 5000 - 2000,
      purchaseCount: 3,
    });
    // The standing payments (3000 + 5000) buy All-Star, not MVP: nothing is owned for less than its price.
    expect(await call('GET /me', { token: auth.tokens.userA })).toMatchObject({
      body: { tierId: 'all-star', standingSumCents: 8000 },
    });
  });
});
