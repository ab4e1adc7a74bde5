import { randomUUID } from 'node:crypto';
import type { GoalsResponse } from '@shared/api/types/goals';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const bed = withPaymentsTestbed();
const requests = countDynamoRequests();
beforeEach(async () => {
  await seedUser(USER_A, 'a@example.com');
  await seedUser(USER_B, 'b@example.com');
  await seedAdmin();
});

const goals = async () => {
  const response = await call('GET /goals');
  return { ...response, body: response.body as GoalsResponse };
};
const addGoal = (amountCents: number, unlocks: string) =>
  call('POST /admin/goals', { token: bed.auth.tokens.admin, body: { amountCents, unlocks } });

async function buy(token: string, tierId: 'starter' | 'mvp') {
  const paid = await checkoutAndPay(bed.harness, token, tierId);
  await deliver(paid.completed);
  return paid;
}

describe('GET /goals', () => {
  it('answers the zero state before any purchase, the first goal next, cached for everyone', async () => {
    await addGoal(5_000, 'A jersey colour vote');
    await addGoal(10_000, 'A second arena');

    const { status, body, headers } = await goals();

    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60, s-maxage=120');
    expect(body).toEqual({
      raisedCents: 0,
      supporters: 0,
      goals: [
        { amountCents: 5_000, unlocks: 'A jersey colour vote', reached: false },
        { amountCents: 10_000, unlocks: 'A second arena', reached: false },
      ],
      next: { amountCents: 5_000, unlocks: 'A jersey colour vote', remainingCents: 5_000 },
    });
  });

  it('counts what was raised net of refunds and the people who own a tier, and marks the goals reached', async () => {
    await addGoal(5_000, 'A jersey colour vote');
    await addGoal(10_000, 'A second arena');
    await buy(bed.auth.tokens.userA, 'starter');
    await buy(bed.auth.tokens.userA, 'mvp');
    const { paymentIntentId } = await buy(bed.auth.tokens.userB, 'starter');

    const before = (await goals()).body;
    const refund = await call('POST /admin/payments/{paymentIntentId}/refund', {
      token: bed.auth.tokens.admin,
      params: { paymentIntentId },
      body: { requestId: randomUUID(), reason: 'Asked within 30 days' },
    });
    const after = (await goals()).body;

    expect(before).toMatchObject({ raisedCents: 13_000, supporters: 2, next: null });
    expect(before.goals.map((goal) => goal.reached)).toEqual([true, true]);
    expect(refund.status).toBe(200);
    expect(after).toMatchObject({
      raisedCents: 10_000,
      supporters: 1,
      next: null,
      goals: [
        { amountCents: 5_000, reached: true },
        { amountCents: 10_000, reached: true },
      ],
    });
  });

  it('answers the figures with no goals set, and tells nothing about anyone', async () => {
    await buy(bed.auth.tokens.userA, 'starter');

    const { body } = await goals();

    expect(body).toEqual({ raisedCents: 3_000, supporters: 1, goals: [], next: null });
    expect(JSON.stringify(body)).not.toContain(USER_A);
  });

  it('reads in one Query of the goals and one BatchGetItem of the totals, never a scan', async () => {
    await addGoal(5_000, 'A jersey colour vote');
    requests.reset();

    await goals();

    expect(requests.counts()).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });
  });
});
