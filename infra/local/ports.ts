/** The stack's ports: defaults, the env vars that move them, and a check that they are free. */
import { once } from 'node:events';
import { createServer } from 'node:net';
import getPort from 'get-port';
import { LocalStackError } from './errors';

const PORT_SETTINGS = {
  site: { envVar: 'D1_SITE_PORT', defaultPort: 5173, label: 'the site' },
  api: { envVar: 'D1_API_PORT', defaultPort: 3001, label: 'the local API' },
  cognito: { envVar: 'D1_COGNITO_PORT', defaultPort: 9229, label: 'cognito-local' },
  dynamodb: { envVar: 'D1_DYNAMODB_PORT', defaultPort: 8000, label: 'DynamoDB Local' },
  stripe: { envVar: 'D1_STRIPE_PORT', defaultPort: 4242, label: 'the Stripe stand-in' },
  email: { envVar: 'D1_EMAIL_PORT', defaultPort: 8005, label: 'the SES emulator (aws-ses-v2-local)' },
} as const;

export type PortName = keyof typeof PORT_SETTINGS;
export type StackPorts = Record<PortName, number>;

export const PORT_NAMES = Object.keys(PORT_SETTINGS) as PortName[];

/** Every part binds here, so nothing is reachable from another machine. */
export const LOCAL_HOST = '127.0.0.1';

/** The ports from the environment, falling back to the defaults. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const ports = {} as StackPorts;
  for (const name of PORT_NAMES) {
    const { envVar, defaultPort } = PORT_SETTINGS[name];
    const raw = env[envVar];
    if (raw === undefined || raw === '') {
      ports[name] = defaultPort;
      continue;
    }
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new LocalStackError(`${envVar}=${raw} is not a port number (1-65535).`);
    }
    ports[name] = port;
  }
  return ports;
}

/** Whether 127.0.0.1:port can be bound right now. */
async function isPortFree(port: number): Promise<boolean> {
  const probe = createServer().listen({ port, host: LOCAL_HOST, exclusive: true });
  try {
    await once(probe, 'listening');
  } catch {
    return false;
  }
  probe.close();
  await once(probe, 'close');
  return true;
}

/** Fails with the port's owner and the env var that moves it when a port is taken or given twice. */
export async function assertPortsFree(ports: StackPorts, names: readonly PortName[] = PORT_NAMES): Promise<void> {
  const seen = new Map<number, PortName>();
  for (const name of names) {
    const other = seen.get(ports[name]);
    if (other) {
      throw new LocalStackError(
        `Port ${ports[name]} is given to both ${PORT_SETTINGS[other].label} and ${PORT_SETTINGS[name].label}. ` +
          `Set ${PORT_SETTINGS[name].envVar} to another port.`,
      );
    }
    seen.set(ports[name], name);
  }
  const free = await Promise.all(names.map((name) => isPortFree(ports[name])));
  const taken = names.filter((_, index) => !free[index]);
  if (taken.length > 0) {
    const lines = taken.map((name) => {
      const { envVar, label } = PORT_SETTINGS[name];
      return `  port ${ports[name]} (${label}) is in use: stop what holds it, or set ${envVar} to move it`;
    });
    throw new LocalStackError(
      `Cannot start: ${taken.length === 1 ? 'a port is' : 'ports are'} already in use.\n${lines.join('\n')}\n` +
        'Another local stack may still be running (npm start in another terminal?).',
    );
  }
}

/** A port free on 127.0.0.1 now (tests use this; the port may be taken again before use). */
export function findFreePort(exclude: Iterable<number> = []): Promise<number> {
  return getPort({ host: LOCAL_HOST, exclude });
}

/** Distinct free ports, one per part. */
export async function findFreePorts(): Promise<StackPorts> {
  const ports = {} as StackPorts;
  for (const name of PORT_NAMES) ports[name] = await findFreePort(Object.values(ports));
  return ports;
}

/** Turns a server's EADDRINUSE (a port taken after the check) into the same advice. */
export function explainBindError(name: PortName, port: number) {
  return (error: unknown): never => {
    if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
      const { envVar, label } = PORT_SETTINGS[name];
      throw new LocalStackError(`Port ${port} (${label}) is in use: stop what holds it, or set ${envVar} to move it.`);
    }
    throw error;
  };
}
