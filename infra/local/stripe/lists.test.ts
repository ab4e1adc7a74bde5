import type Stripe from 'stripe';
import { type StandInTestbed, startStandInTestbed } from './stand-in-testbed';

/** Lists as Stripe pages them, walked by the real SDK's auto-pagination. */
describe('Stripe stand-in: lists', () => {
  let bed: StandInTestbed;
  const DAY = 24 * 60 * 60;

  beforeEach(async () => {
    bed = await startStandInTestbed();
  });
  afterEach(() => bed.close());

  /** Moves the clock on, so each object gets its own `created`. */
  const tick = () => {
    bed.clock.now += 10;
  };

  describe('GET /v1/checkout/sessions', () => {
    async function paidSessionId(): Promise<string> {
      const session = await bed.createSession();
      await bed.control(`sessions/${session.id}/pay`);
      return session.id;
    }

    it('walks completed sessions since a time, newest first, two to a page', async () => {
      bed.clock.now -= 4 * DAY;
      await paidSessionId(); // before the window
      bed.clock.now += 4 * DAY;
      const since = bed.clock.now;
      const completed: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        tick();
        completed.push(await paidSessionId());
        await bed.createSession(); // open: not listed
      }
      completed.push(await paidSessionId()); // same second as the one before: stored order decides

      const seen: string[] = [];
      for await (const session of bed.stripe.checkout.sessions.list({
        created: { gte: since },
        status: 'complete',
        limit: 2,
      })) {
        expect(session.status).toBe('complete');
        seen.push(session.id);
      }

      expect(seen).toEqual([...completed].reverse());
    });

    it('answers one page in Stripe’s list shape, has_more telling there is another', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        tick();
        ids.push(await paidSessionId());
      }

      const first = await bed.stripe.checkout.sessions.list({ status: 'complete', limit: 2 });
      const second = await bed.stripe.checkout.sessions.list({
        status: 'complete',
        limit: 2,
        starting_after: first.data[1]?.id,
      });

      expect(first).toMatchObject({ object: 'list', url: '/v1/checkout/sessions', has_more: true });
      expect(first.data.map((session) => session.id)).toEqual([ids[2], ids[1]]);
      expect(second.has_more).toBe(false);
      expect(second.data.map((session) => session.id)).toEqual([ids[0]]);
    });

    it('walks backwards from ending_before, as the SDK does', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        tick();
        ids.push(await paidSessionId());
      }

      const seen: string[] = [];
      for await (const session of bed.stripe.checkout.sessions.list({ ending_before: ids[0], limit: 2 })) {
        seen.push(session.id);
      }

      expect(seen).toEqual(ids.slice(1));
    });

    it.each([
      ['limit above 100', { limit: '101' }, 400, 'limit'],
      ['limit below 1', { limit: '0' }, 400, 'limit'],
      ['an unknown cursor', { starting_after: 'cs_test_unknown' }, 404, 'starting_after'],
      ['a created bound that is no timestamp', { 'created[gte]': 'yesterday' }, 400, 'created[gte]'],
      ['an unknown status', { status: 'paid' }, 400, 'status'],
    ])('refuses %s', async (_name, query, statusCode, param) => {
      const response = await fetch(`${bed.standIn.url}/v1/checkout/sessions?${new URLSearchParams(query)}`, {
        headers: { authorization: 'Bearer sk_test_local' },
      });

      expect(response.status).toBe(statusCode);
      const body = (await response.json()) as { error: { type: string; param: string } };
      expect(body.error).toMatchObject({ type: 'invalid_request_error', param });
    });
  });

  describe('GET /v1/refunds', () => {
    it('walks refunds since a time, newest first, and filters by payment intent', async () => {
      const earlier = await bed.paidPayment(10_000);
      await bed.stripe.refunds.create({ payment_intent: earlier, amount: 100 });
      tick();
      const since = bed.clock.now;
      const payments = [await bed.paidPayment(10_000), await bed.paidPayment(10_000)];
      const made: Stripe.Refund[] = [];
      for (let index = 0; index < 6; index += 1) {
        tick();
        made.push(await bed.stripe.refunds.create({ payment_intent: payments[index % 2] as string, amount: 500 }));
      }

      const seen: string[] = [];
      for await (const refund of bed.stripe.refunds.list({ created: { gte: since }, limit: 2 })) seen.push(refund.id);
      const ofFirst: string[] = [];
      for await (const refund of bed.stripe.refunds.list({ payment_intent: payments[0], limit: 2 })) {
        ofFirst.push(refund.id);
      }

      expect(seen).toEqual(made.map((refund) => refund.id).reverse());
      expect(ofFirst).toEqual(
        made
          .filter((refund) => refund.payment_intent === payments[0])
          .map((refund) => refund.id)
          .reverse(),
      );
    });
  });

  describe('GET /v1/disputes', () => {
    it('walks disputes since a time, newest first, two to a page', async () => {
      const before = await bed.paidPayment();
      await bed.control('disputes', { paymentIntent: before, status: 'won' });
      tick();
      const since = bed.clock.now;
      const made: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        tick();
        const paymentIntent = await bed.paidPayment();
        const response = await bed.control('disputes', { paymentIntent, status: index % 2 ? 'won' : 'lost' });
        made.push(((await response.json()) as Stripe.Dispute).id);
      }

      const seen: Stripe.Dispute[] = [];
      for await (const dispute of bed.stripe.disputes.list({ created: { gte: since }, limit: 2 })) seen.push(dispute);

      expect(seen.map((dispute) => dispute.id)).toEqual([...made].reverse());
      expect(seen.map((dispute) => dispute.status)).toEqual(['lost', 'won', 'lost', 'won', 'lost']);
    });
  });
});
