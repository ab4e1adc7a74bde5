import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { withRecordingServer } from '../../../test/fake-peers';
import { claimGift, giftAndPay, verifySession } from '../../../test/gift-kit';
import { deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { hashEmail } from '../../payments/conversions';

// The buyer paid for a gift, so the sale's server-side Purchase is theirs, sent when the payment is
// recorded; the claim moves no money and sends none. Meta's Graph API is a local recording server.
const bed = withPaymentsTestbed();
const graph = withRecordingServer();
const FRIEND = { email: 'friend@example.com', message: 'Enjoy!', showSender: false };

beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  Object.assign(process.env, { PIXEL_ID: 'pixel-1', CONVERSIONS_TOKEN: 'token-1', CONVERSIONS_API_URL: graph.url });
  await seedUser(USER_A, 'Buyer@Example.com');
  await seedUser(USER_B, 'friend@example.com');
});
afterEach(() => {
  delete process.env.PIXEL_ID;
  delete process.env.CONVERSIONS_TOKEN;
  delete process.env.CONVERSIONS_API_URL;
});

describe('the Conversions API Purchase of a gift', () => {
  it('is sent once for the buyer’s payment, across repeated verifies and redelivered events', async () => {
    const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND, { eventId: 'evt-gift-1' });

    await verifySession(bed.auth.tokens.userA, paid.sessionId);
    await deliver(paid.completed);
    await deliver(paid.completed);
    await verifySession(bed.auth.tokens.userA, paid.sessionId);

    expect(graph.received).toEqual([
      {
        path: '/pixel-1/events',
        body: {
          access_token: 'token-1',
          data: [
            {
              event_name: 'Purchase',
              event_time: expect.any(Number),
              event_id: 'evt-gift-1',
              action_source: 'website',
              user_data: { em: [hashEmail('buyer@example.com')] },
              custom_data: { value: 100, currency: 'USD' },
            },
          ],
        },
      },
    ]);
  });

  it('carries the buyer’s browser ids from the verify call, and the session id when the checkout carried no event id', async () => {
    const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'starter', FRIEND);

    await call('POST /checkout/verify', {
      token: bed.auth.tokens.userA,
      body: { sessionId: paid.sessionId, fbp: 'fb.1.111.222', fbc: 'fb.1.111.abc' },
    });
    await deliver(paid.completed);

    expect(graph.received).toHaveLength(1);
    expect(graph.received[0]?.body).toMatchObject({
      data: [
        {
          event_id: paid.sessionId,
          user_data: { fbp: 'fb.1.111.222', fbc: 'fb.1.111.abc' },
          custom_data: { value: 30, currency: 'USD' },
        },
      ],
    });
  });

  it('is not sent again when the recipient claims the gift', async () => {
    const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);
    await deliver(paid.completed);
    expect(graph.received).toHaveLength(1);

    const claim = await claimGift(bed.auth.tokens.userB, paid.giftId);

    expect(claim.body).toEqual({ outcome: 'claimed', tierName: 'MVP' });
    expect(graph.received).toHaveLength(1);
  });
});
