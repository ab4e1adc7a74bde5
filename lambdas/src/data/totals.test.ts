import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { bySize } from '@shared/test/test-depth';
import { findTier, type Tier } from '@shared/tiers';
import type { Context, PostConfirmationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, invoke } from '../../test/api-event';
import { withTestTable } from '../../test/dynamo-table';
import { handler as postConfirmation } from '../handlers/cognito/post-confirmation';
import { withDeadline } from '../lib/deadline';
import { documentClient } from './client';
import { recordFulfilment } from './fulfilment';
import { dayOf, getOverviewFigures, getOverviewTotals } from './totals';
import { TOTALS_SHARDS } from './totals-shards';

// Every command runs on DynamoDB Local; the client is wrapped only to inject TransactionConflicts on
// the totals shards, which real DynamoDB will not produce on demand.
const table = withTestTable();
const realClient = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
const dynamo = mockClient(documentClient);
const COMMANDS = [BatchGetCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand] as const;
// biome-ignore lint/suspicious/noExplicitAny: one forwarder serves every command class
const forward = (Command: new (input: any) => any) => (input: unknown) => realClient.send(new Command(input));

beforeEach(async () => {
  await table.clear();
  dynamo.reset();
  // biome-ignore lint/suspicious/noExplicitAny: the command classes differ only in their input types
  for (const Command of COMMANDS) dynamo.on(Command as any).callsFake(forward(Command));
});
afterAll(() => {
  dynamo.restore();
  realClient.destroy();
});

const starter = findTier('starter') as Tier;

/** A totals shard's partition, `STATS#<n>`. */
const isTotalsShard = (pk: unknown) => String(pk).startsWith('STATS#');

function signUp(sub: string) {
  return postConfirmation({
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_test',
    userName: sub,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    request: { userAttributes: { sub, email: `${sub}@example.com` } },
    response: {},
  } as PostConfirmationTriggerEvent);
}

async function contactFrom(sourceIp: string) {
  const event = apiEvent('POST /contact', { body: { name: 'Fan', email: 'fan@example.com', message: 'Hi' } });
  event.requestContext.http.sourceIp = sourceIp;
  const response = await invoke(event, { timeoutMs: BURST_DEADLINE_MS });
  if (response.status !== 201) throw new Error(`POST /contact answered ${response.status}`);
}

function purchase(n: number) {
  return recordFulfilment({
    sessionId: `cs_burst_${n}`,
    userId: `buyer-${n}`,
    tier: starter,
    amountCents: starter.priceCents,
    taxCents: 0,
    billingCountry: null,
    invoice: null,
    valueCents: starter.priceCents,
    currency: 'usd',
    presented: null,
    paymentIntentId: `pi_burst_${n}`,
    email: `buyer-${n}@example.com`,
    purchasedAt: new Date().toISOString(),
    creatorCode: null,
  });
}

/**
 * The burst's writes, all at once, each as its own invocation with its own deadline (asInvocation):
 * 1,000 under `npm run test:deep`, 200 in the everyday run (test-depth.ts), in the same proportions.
 */
const SIGN_UPS = bySize({ everyday: 80, deep: 400 });
const CONTACTS = bySize({ everyday: 60, deep: 300 });
const PURCHASES = bySize({ everyday: 60, deep: 300 });
const IN_FLIGHT = SIGN_UPS + CONTACTS + PURCHASES;
/**
 * Each write's invocation time. What is measured here is that every write lands and counts once, not
 * how fast: a loaded machine's DynamoDB Local can take most of a minute to get through the burst, so
 * each invocation gets four (the test itself has five).
 */
const BURST_DEADLINE_MS = 240_000;

/** Runs every write, `limit` at a time, each started as soon as one finishes. */
async function inFlight(writes: (() => Promise<unknown>)[], limit: number): Promise<PromiseSettledResult<unknown>[]> {
  const results: PromiseSettledResult<unknown>[] = new Array(writes.length);
  let next = 0;
  const worker = async () => {
    while (next < writes.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await (writes[index] as () => Promise<unknown>)() };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * One write as its own Lambda invocation: its retries have the invocation's time, not the 9 s
 * fallback of code run outside a Lambda, which a loaded test machine's DynamoDB Local can eat.
 */
function asInvocation(write: () => Promise<unknown>): () => Promise<unknown> {
  const context = { getRemainingTimeInMillis: () => BURST_DEADLINE_MS } as Context;
  return () => withDeadline(() => write())(undefined, context);
}

/** Writes that all move the totals: sign-ups, contacts (one per address) and fulfilments. */
async function burst() {
  const writes = [
    ...Array.from({ length: SIGN_UPS }, (_, n) => () => signUp(`fan-${n}`)),
    ...Array.from({ length: CONTACTS }, (_, n) => () => contactFrom(`10.0.${Math.floor(n / 250)}.${n % 250}`)),
    ...Array.from({ length: PURCHASES }, (_, n) => () => purchase(n)),
  ].map(asInvocation);
  const started = Date.now();
  const results = await inFlight(writes, IN_FLIGHT);
  const reasons = new Map<string, number>();
  for (const result of results) {
    if (result.status === 'rejected') {
      const error = result.reason as Error;
      const reason =
        `${error?.message} ← ${String((error?.cause as Error)?.name)}: ${String((error?.cause as Error)?.message)}`.slice(
          0,
          300,
        );
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  if (reasons.size > 0) console.log('burst errors', [...reasons.entries()]);
  return {
    writes: writes.length,
    errors: results.filter((result) => result.status === 'rejected'),
    elapsedMs: Date.now() - started,
  };
}

const EXACT = {
  userCount: SIGN_UPS,
  contactCount: CONTACTS,
  pendingContacts: CONTACTS,
  purchaseCount: PURCHASES,
  revenueCents: PURCHASES * starter.priceCents,
  // Every buyer owns Starter with no setup yet.
  setupPending: PURCHASES,
  // And is one supporter of the community goals.
  supporterCount: PURCHASES,
};
/** The same, with the by-tier purchase counts and the per-status contact counts the overview reads beside them. */
const EXACT_WITH_TIERS = {
  ...EXACT,
  // The burst's purchases carry no tax: the counter reads 0 without any shard holding it.
  taxCents: 0,
  purchasesByTier: { 'bench-player': 0, rookie: 0, starter: PURCHASES, baller: 0, 'all-star': 0, mvp: 0 },
  contactsByStatus: { new: CONTACTS, in_progress: 0, resolved: 0 },
};

describe('sharded totals', () => {
  it(`counts ${IN_FLIGHT} concurrent writes exactly, with no error, across the shards`, async () => {
    const { writes, errors, elapsedMs } = await burst();

    const totals = await getOverviewTotals();
    const shards = await table.totalsShards();
    console.log(
      `totals burst: ${writes} writes (${IN_FLIGHT} in flight), ${errors.length} errors, ${elapsedMs} ms; totals ${JSON.stringify(totals)}; ` +
        `${shards.length} shards used`,
    );
    expect(errors).toEqual([]);
    expect(totals).toEqual(EXACT_WITH_TIERS);
    expect(await table.totals()).toEqual({ ...EXACT, 'purchases:starter': PURCHASES, 'contacts:new': CONTACTS });
    // The day's aggregates moved in the same writes: today's shards add up to the same revenue.
    const figures = await getOverviewFigures(1, new Date());
    expect(figures.totals).toEqual(EXACT_WITH_TIERS);
    expect(figures.days).toEqual([
      { date: dayOf(new Date()), revenueCents: EXACT.revenueCents, purchaseCount: PURCHASES },
    ]);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(TOTALS_SHARDS);
    // Every signed-up user has a profile; every one is counted once.
    const profiles = (await table.items()).filter((item) => item.sk === 'PROFILE' && item.userCounted === true);
    expect(profiles).toHaveLength(SIGN_UPS);
  }, 300_000);

  it('retries every write that collides on a totals shard, to success', async () => {
    // Each write (known by its items besides the totals and the outbox email, whose id is new on every
    // try) collides on its first two tries.
    const collisions = new Map<string, number>();
    let injected = 0;
    dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
      const items = input.TransactItems ?? [];
      const touchesTotals = items.some((item) => isTotalsShard(item.Update?.Key?.pk));
      const identity = JSON.stringify(
        items
          .map((item) => item.Put?.Item?.pk ?? item.Update?.Key?.pk ?? item.ConditionCheck?.Key?.pk)
          .filter((pk) => !isTotalsShard(pk) && !String(pk).startsWith('OUTBOX#')),
      );
      const seen = collisions.get(identity) ?? 0;
      if (touchesTotals && seen < 2) {
        collisions.set(identity, seen + 1);
        injected += 1;
        throw new TransactionCanceledException({
          message:
            'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]',
          $metadata: {},
          CancellationReasons: items.map((item) =>
            isTotalsShard(item.Update?.Key?.pk) ? { Code: 'TransactionConflict' } : { Code: 'None' },
          ),
        });
      }
      return forward(TransactWriteCommand)(input);
    });

    const { writes, errors, elapsedMs } = await burst();

    const totals = await getOverviewTotals();
    console.log(
      `totals burst with conflicts: ${writes} writes (${IN_FLIGHT} in flight), ${injected} TransactionConflicts injected, ` +
        `${errors.length} errors, ${elapsedMs} ms; totals ${JSON.stringify(totals)}`,
    );
    expect(injected).toBeGreaterThanOrEqual(2 * writes);
    expect(errors).toEqual([]);
    expect(totals).toEqual(EXACT_WITH_TIERS);
  }, 300_000);

  it('never leaves a confirmed user without a profile when counting keeps failing', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled [TransactionConflict]',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      }),
    );

    await expect(signUp('unlucky')).resolves.toBeDefined();

    expect(await table.get({ pk: 'USER#unlucky', sk: 'PROFILE' })).toMatchObject({ userId: 'unlucky' });
    expect(await table.totals()).toEqual({});

    // The trigger running again (the same confirmation) counts the user then, once.
    dynamo.on(TransactWriteCommand).callsFake(forward(TransactWriteCommand));
    await signUp('unlucky');
    await signUp('unlucky');
    expect(await table.totals()).toEqual({ userCount: 1 });
  });
});
