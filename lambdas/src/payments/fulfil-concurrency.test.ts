import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';

const bed = withPaymentsTestbed();
const { table } = bed;

const CALLS_EACH = 50;

describe('fulfilment under concurrency', () => {
  it('grants once when 50 verify calls and 50 completed events race for one session', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { sessionId, completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const started = Date.now();

    const verifies = Array.from({ length: CALLS_EACH }, () =>
      call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } }),
    );
    const events = Array.from({ length: CALLS_EACH }, () => deliver(completed));
    const [answers, deliveries] = await Promise.all([Promise.all(verifies), Promise.allSettled(events)]);
    const elapsed = Date.now() - started;

    const items = await table.items();
    const purchases = items.filter((item) => item.gsi1pk === 'PURCHASES');
    console.log(
      `fulfilment race: ${CALLS_EACH * 2} calls made (${CALLS_EACH} verify + ${CALLS_EACH} events), ` +
        `${purchases.length} purchase stored, ${elapsed} ms`,
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(CALLS_EACH).fill(200));
    for (const answer of answers)
      expect(answer.body).toEqual({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 });
    expect(deliveries.filter((delivery) => delivery.status === 'rejected')).toEqual([]);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ id: sessionId, status: 'paid', amountCents: 3000 });
    expect(items.filter((item) => item.sk === 'CHECKOUT')).toHaveLength(1);
    expect(await table.totals()).toMatchObject({ revenueCents: 3000, purchaseCount: 1 });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' })).toMatchObject({ currentTierId: 'starter' });
    // Moved by the one granting transaction only: the ledger's version counts its changes.
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'LEDGER' })).toMatchObject({
      version: 1,
      ownedTierId: 'starter',
      standingSumCents: 3000,
      revenueCents: 3000,
    });
  });
});
