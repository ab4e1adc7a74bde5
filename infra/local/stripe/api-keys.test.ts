import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

/** https://docs.stripe.com/api/authentication: the secret key as a Bearer token, or as Basic auth's user name. */
describe('Stripe stand-in: API keys', () => {
  const bed = standInTestbedPerFile();

  function listSessions(authorization?: string) {
    return fetch(`${bed.standIn.url}/v1/checkout/sessions?limit=1`, {
      headers: authorization ? { authorization } : {},
    });
  }

  const basic = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('takes the secret key as a Bearer token', async () => {
    const response = await listSessions('Bearer sk_test_local');

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'list' });
  });

  it('takes the secret key as Basic auth’s user name with no password, as `curl -u sk_test_…:` sends it', async () => {
    const response = await listSessions(basic('sk_test_local'));

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'list', url: '/v1/checkout/sessions' });
  });

  it('answers a request without a key 401, in Stripe’s words', async () => {
    const response = await listSessions();

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      },
    });
  });

  it('answers a publishable key given as Basic auth 401, showing only the key’s kind and last four characters', async () => {
    const response = await listSessions(basic('pk_test_abcdefgh1234'));

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: pk_test_********1234' },
    });
  });

  it('answers the SDK with a key that is not a secret key with its authentication error', async () => {
    const stripe = new Stripe('pk_test_abcdefgh1234', {
      host: bed.standIn.host,
      port: bed.standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });

    await expect(stripe.checkout.sessions.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided: pk_test_********1234',
    });
  });
});
