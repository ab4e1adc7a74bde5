import { Logger } from '@aws-lambda-powertools/logger';
import { withRecordingServer } from '../../test/fake-peers';
import { hashEmail, sendPurchaseConversion } from './conversions';

const logger = new Logger({ logLevel: 'SILENT' });
const event = {
  eventId: 'evt-1',
  email: ' Fan@Example.com ',
  fbp: 'fb.1.123.456',
  fbc: undefined,
  valueCents: 3000,
  currency: 'usd',
  eventTime: new Date('2026-11-21T10:00:00Z'),
};

describe('Conversions API', () => {
  const graph = withRecordingServer();

  it('hashes the normalised email with SHA-256', () => {
    expect(hashEmail(' Fan@Example.com ')).toBe('90fb42525afe02cbd2224ed6b3ae00fa178bb556ea86996415a257667bd87b60');
    expect(hashEmail('fan@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends one Purchase with the shared event id, hashed email, fbp and the value in dollars', async () => {
    const sent = await sendPurchaseConversion(
      { pixelId: '123', accessToken: 'token', baseUrl: graph.url },
      event,
      logger,
    );
    expect(sent).toBe(true);
    expect(graph.received).toEqual([
      {
        path: '/123/events',
        body: {
          access_token: 'token',
          data: [
            {
              event_name: 'Purchase',
              event_time: 1795255200,
              event_id: 'evt-1',
              action_source: 'website',
              user_data: { em: [hashEmail('fan@example.com')], fbp: 'fb.1.123.456' },
              custom_data: { value: 30, currency: 'USD' },
            },
          ],
        },
      },
    ]);
  });

  it('sends the US dollars charged after a discount, with the creator code in custom data', async () => {
    const sent = await sendPurchaseConversion(
      { pixelId: '123', accessToken: 'token', baseUrl: graph.url },
      { ...event, fbp: undefined, valueCents: 2700, creatorCode: 'HOOPS10' },
      logger,
    );

    expect(sent).toBe(true);
    expect(graph.received).toEqual([
      {
        path: '/123/events',
        body: {
          access_token: 'token',
          data: [
            {
              event_name: 'Purchase',
              event_time: 1795255200,
              event_id: 'evt-1',
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
    expect(await sendPurchaseConversion(null, event, logger)).toBe(false);
    expect(graph.received).toEqual([]);
  });

  it('never throws when Meta refuses or cannot be reached', async () => {
    graph.status = 500;
    await expect(
      sendPurchaseConversion({ pixelId: '1', accessToken: 't', baseUrl: graph.url }, event, logger),
    ).resolves.toBe(false);
    await expect(
      sendPurchaseConversion({ pixelId: '1', accessToken: 't', baseUrl: 'http://127.0.0.1:1' }, event, logger),
    ).resolves.toBe(false);
  });
});
