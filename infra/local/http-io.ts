/** Small node:http helpers the local servers share. */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_HOST } from './ports';

/** The whole request body as a UTF-8 string. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** A URL part decoded, or as it came when it is not valid percent-encoding. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'content-length': 0 });
  response.end();
}

export interface LocalServer {
  url: string;
  port: number;
  server: Server;
  /** Stops listening and ends open connections (idle keep-alive ones, requests never answered). */
  close(): Promise<void>;
}

/** An HTTP server for this listener on host:port; port 0 (the default) takes a free one. */
export async function serve(
  listener: RequestListener,
  { port = 0, host = LOCAL_HOST }: { port?: number; host?: string } = {},
): Promise<LocalServer> {
  const server = createServer(listener);
  server.listen(port, host);
  await once(server, 'listening');
  const bound = (server.address() as AddressInfo).port;
  return { url: `http://${host}:${bound}`, port: bound, server, close: () => close(server) };
}

async function close(server: Server): Promise<void> {
  if (!server.listening) return;
  server.close();
  server.closeAllConnections();
  await once(server, 'close');
}
