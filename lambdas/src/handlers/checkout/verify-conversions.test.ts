import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { withRecordingServer } from '../../../test/fake-peers';
import { checkoutAndPay, deliver, sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { hashEmail } from '../../payments/conversions';

// The server-side Purchase goes to a local HTTP server standing in for Meta's Graph API.
const bed = withPaymentsTestbed();

const verify = (sessionId: string, token = bed.auth.tokens.userA, extra: Record<string, string> = {}) =>
  call('POST /checkout/verify', { token, body: { sessionId, ...extra } });

describe('Conversions API Purchase', () => {
  const graph = withRecordingServer();
  afterEach(() => {
    delete process.env.PIXEL_ID;
    delete process.env.CONVERSIONS_TOKEN;
    delete process.env.CONVERSIONS_API_URL;
  });

  it('is sent exactly once across repeated verifies and events when configured', async () => {
    Object.assign(process.env, { PIXEL_ID: 'pixel-1', CONVERSIONS_TOKEN: 'token-1', CONVERSIONS_API_URL: graph.url });
    await seedUser(USER_A, 'Fan@Example.com');
    const { sessionId, completed } = await checkoutAndPay(
      bed.harness,
      bed.auth.tokens.userA,
      'starter',
      'evt-browser-1',
    );

    await verify(sessionId, bed.auth.tokens.userA, { fbp: 'fb.1.111.222', fbc: 'fb.1.111.abc' });
    await verify(sessionId, bed.auth.tokens.userA, { fbp: 'fb.1.111.222' });
    await deliver(completed);
    await verify(sessionId);

    expect(graph.received).toHaveLength(1);
    expect(graph.received[0]).toMatchObject({
      path: '/pixel-1/events',
      body: {
        access_token: 'token-1',
        data: [
          {
            event_name: 'Purchase',
            event_id: 'evt-browser-1',
            action_source: 'website',
            user_data: { em: [expect.stringMatching(/^[0-9a-f]{64}$/)], fbp: 'fb.1.111.222', fbc: 'fb.1.111.abc' },
            custom_data: { value: 30, currency: 'USD' },
          },
        ],
      },
    });
  });

  it('tells Meta the revenue before tax: a German Starter is worth $30, not the $35.70 charged', async () => {
    Object.assign(process.env, { PIXEL_ID: 'pixel-1', CONVERSIONS_TOKEN: 'token-1', CONVERSIONS_API_URL: graph.url });
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter', undefined, {
      country: 'DE',
    });

    await deliver(completed);

    expect(graph.received[0]?.body).toMatchObject({ data: [{ custom_data: { value: 30, currency: 'USD' } }] });
  });

  it('uses the session id as event id when the checkout carried none', async () => {
    Object.assign(process.env, { PIXEL_ID: 'pixel-1', CONVERSIONS_TOKEN: 'token-1', CONVERSIONS_API_URL: graph.url });
    const { sessionId, completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'rookie');

    await deliver(completed);

    expect(graph.received).toHaveLength(1);
    expect(graph.received[0]?.body).toMatchObject({ data: [{ event_id: sessionId, custom_data: { value: 15 } }] });
  });

  it('carries the US dollars charged after a creator code, and the code, to Meta and to the success page', async () => {
    Object.assign(process.env, { PIXEL_ID: 'pixel-1', CONVERSIONS_TOKEN: 'token-1', CONVERSIONS_API_URL: graph.url });
    await seedUser(USER_A, 'fan@example.com');
    await seedAdmin('coach@example.com');
    const created = await call('POST /admin/creator-codes', {
      token: bed.auth.tokens.admin,
      body: { code: 'HOOPS10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null },
    });
    expect(created.status).toBe(201);
    const opened = await call('POST /checkout', {
      token: bed.auth.tokens.userA,
      body: { tierId: 'starter', creatorCode: 'HOOPS10', eventId: 'evt-code-1' },
    });
    expect(opened.status).toBe(200);
    const session = { id: sessionIdOf((opened.body as { url: string }).url) };
    await standInControls(bed.harness.standIn.url).pay(session.id, { presentIn: 'eur' });

    const response = await verify(session.id);

    expect(response.body).toEqual({
      success: true,
      outcome: 'granted',
      tierName: 'Starter',
      tierPrice: 2700,
      presented: { currency: 'eur', amount: 2486 },
      creatorCode: 'HOOPS10',
    });
    expect(graph.received).toEqual([
      {
        path: '/pixel-1/events',
        body: {
          access_token: 'token-1',
          data: [
            {
              event_name: 'Purchase',
              event_time: expect.any(Number),
              event_id: 'evt-code-1',
              action_source: 'website',
              user_data: { em: [hashEmail('fan@example.com')] },
              custom_data: { value: 27, currency: 'USD', creator_code: 'HOOPS10' },
            },
          ],
        },
      },
    ]);
  });

  it('sends nothing when not configured', async () => {
    Object.assign(process.env, { CONVERSIONS_TOKEN: 'token-1', CONVERSIONS_API_URL: graph.url });
    const { sessionId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter', 'evt-browser-2');

    const response = await verify(sessionId);

    expect(response.body).toMatchObject({ success: true });
    expect(graph.received).toEqual([]);
  });
});
