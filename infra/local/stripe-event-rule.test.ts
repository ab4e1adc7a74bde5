import type { EventBridgeEvent } from 'aws-lambda';
import { type ApiServer, startApiServer } from './api-server';
import { stripeEvent } from './stripe/stripe-objects';
import { stripeEventRule } from './stripe-event-rule';

describe("the Stripe events rule, locally: the stand-in's events to the stripe-events handler", () => {
  let api: ApiServer;
  const invoked: EventBridgeEvent<string, { id: string }>[] = [];
  let failing = false;

  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [],
      invokableFunctions: {},
      log: () => undefined,
      loadHandler: async () => async (event: unknown) => {
        if (failing) throw new Error('the table is busy');
        invoked.push(event as EventBridgeEvent<string, { id: string }>);
      },
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    invoked.length = 0;
    failing = false;
  });

  const session = (status: 'complete' | 'open') =>
    ({ id: 'cs_test_1', object: 'checkout.session', status }) as Parameters<typeof stripeEvent>[1];

  test('hands a routed event to the handler in the envelope of Stripe’s partner event source', async () => {
    const event = stripeEvent('checkout.session.completed', session('complete'), 1_700_000_000);

    await stripeEventRule(api.url)(event);

    expect(invoked.map((envelope) => [envelope['detail-type'], envelope.source, envelope.detail.id])).toEqual([
      ['checkout.session.completed', 'aws.partner/stripe.com/local', event.id],
    ]);
  });

  test('drops an event the cloud rule does not route, as EventBridge would', async () => {
    await stripeEventRule(api.url)(stripeEvent('charge.succeeded', session('open'), 1_700_000_000));

    expect(invoked).toEqual([]);
  });

  test('fails when the handler fails, so the event is retried', async () => {
    failing = true;
    const event = stripeEvent('checkout.session.completed', session('complete'), 1_700_000_000);

    await expect(stripeEventRule(api.url)(event)).rejects.toThrow('the stripe-events handler answered 500');
  });
});
