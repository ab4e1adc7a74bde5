import { LocalStackError } from './errors';
import { serve } from './http-io';
import { assertPortsFree, findFreePorts, PORT_NAMES, portsFromEnv } from './ports';

describe('ports', () => {
  it('uses the standard ports unless a D1_*_PORT variable moves one', () => {
    expect(portsFromEnv({})).toEqual({
      site: 5173,
      api: 3001,
      cognito: 9229,
      dynamodb: 8000,
      stripe: 4242,
      email: 8005,
    });
    expect(portsFromEnv({ D1_API_PORT: '4001', D1_SITE_PORT: '' })).toMatchObject({ api: 4001, site: 5173 });
  });

  it('refuses a port variable that is not a port number', () => {
    expect(() => portsFromEnv({ D1_COGNITO_PORT: 'abc' })).toThrow('D1_COGNITO_PORT=abc is not a port number');
  });

  it('names the busy port, its part and the variable that moves it', async () => {
    const ports = await findFreePorts();
    const blocker = await serve(() => {}, { port: ports.dynamodb });
    try {
      const check = assertPortsFree(ports);

      await expect(check).rejects.toBeInstanceOf(LocalStackError);
      await expect(check).rejects.toThrow(
        `port ${ports.dynamodb} (DynamoDB Local) is in use: stop what holds it, or set D1_DYNAMODB_PORT to move it`,
      );
    } finally {
      await blocker.close();
    }
  });

  it('refuses one port given to two parts', async () => {
    const ports = { ...(await findFreePorts()) };
    ports.stripe = ports.api;

    await expect(assertPortsFree(ports)).rejects.toThrow(
      `Port ${ports.api} is given to both the local API and the Stripe stand-in. Set D1_STRIPE_PORT to another port.`,
    );
  });

  it('finds one distinct free port per part', async () => {
    const ports = await findFreePorts();

    expect(new Set(PORT_NAMES.map((name) => ports[name])).size).toBe(PORT_NAMES.length);
    await expect(assertPortsFree(ports)).resolves.toBeUndefined();
  });
});
