import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStandInTestbed } from './stand-in-testbed';

describe('Stripe stand-in: the state file', () => {
  let dir: string;
  let stateFile: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'd1-stripe-state-'));
    stateFile = join(dir, 'stripe.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps refunds, disputes and idempotency keys across a restart', async () => {
    const first = await startStandInTestbed({ stateFile });
    const refunded = await first.paidPayment(4000);
    const disputed = await first.paidPayment(2000);
    const refund = await first.stripe.refunds.create(
      { payment_intent: refunded, amount: 1000 },
      { idempotencyKey: 'refund-before-restart' },
    );
    await first.control('disputes', { paymentIntent: disputed, status: 'lost' });
    await first.close();

    const second = await startStandInTestbed({ stateFile });
    try {
      const again = await second.stripe.refunds.create(
        { payment_intent: refunded, amount: 1000 },
        { idempotencyKey: 'refund-before-restart' },
      );
      const refunds = await second.stripe.refunds.list({ payment_intent: refunded });
      const disputes = await second.stripe.disputes.list({ payment_intent: disputed });
      const rest = await second.stripe.refunds.create({ payment_intent: refunded });

      expect(again.id).toBe(refund.id);
      expect(refunds.data.map((item) => item.id)).toEqual([refund.id]);
      expect(disputes.data.map((item) => item.status)).toEqual(['lost']);
      expect(rest.amount).toBe(3000);
      expect((await second.delivered()).map((event) => event.type)).toEqual(['charge.refunded']);
    } finally {
      await second.close();
    }
  });

  it('reads a file written before refunds had a list of their own', async () => {
    const first = await startStandInTestbed({ stateFile });
    const paymentIntent = await first.paidPayment(5000);
    const refund = await first.stripe.refunds.create({ payment_intent: paymentIntent, amount: 2000 });
    await first.close();
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { sessions: object[]; refunds: object[] };
    const earlierFormat = saved.sessions.map((record) => ({ ...record, refunds: saved.refunds }));
    writeFileSync(stateFile, JSON.stringify(earlierFormat));

    const second = await startStandInTestbed({ stateFile });
    try {
      const listed = await second.stripe.refunds.list({ payment_intent: paymentIntent });
      const rest = await second.stripe.refunds.create({ payment_intent: paymentIntent });

      expect(listed.data.map((item) => item.id)).toEqual([refund.id]);
      expect(rest.amount).toBe(3000);
    } finally {
      await second.close();
    }
  });

  it('keeps a delayed payment processing, to be settled after a restart, and the coupons', async () => {
    const first = await startStandInTestbed({ stateFile });
    const session = await first.createSession({ unitAmount: 3000 });
    await first.control(`sessions/${session.id}/pay`, { delayed: true });
    await first.stripe.coupons.create({ id: 'KEPT', percent_off: 50 });
    await first.close();

    const second = await startStandInTestbed({ stateFile });
    try {
      const settled = await second.control(`sessions/${session.id}/settle`, { outcome: 'succeeded' });
      const discounted = await second.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
        ],
        discounts: [{ coupon: 'KEPT' }],
      });

      expect(settled.status).toBe(200);
      expect(await settled.json()).toMatchObject({ payment_status: 'paid' });
      expect(discounted.amount_total).toBe(1500);
    } finally {
      await second.close();
    }
  });
});
