/** Small node:http helpers the local servers share. */
import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
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

/**
 * Sends the request on to `target` as it came (its headers but the host, with `headers` on top, and
 * its body streamed) and streams the answer back unchanged; when the target does not answer, the
 * caller's 502 body is sent instead.
 */
export function passOn(
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
  headers: Record<string, string>,
  notAnswering: (error: Error) => unknown,
): void {
  const { host: _host, ...passed } = request.headers;
  const upstream = httpRequest(target, { method: request.method, headers: { ...passed, ...headers } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (response.headersSent) response.end();
    else sendJson(response, 502, notAnswering(error));
  });
  request.pipe(upstream);
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
