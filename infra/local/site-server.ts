/**
 * Serves the built SPA like CloudFront does: files from the build folder, every unknown path answered
 * with index.html, and /config.json generated in memory (so stacks on other ports share one build).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { SiteConfig } from '@shared/site-config';
import { close, listen, sendJson } from './http-io';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface SiteServerOptions {
  /** The build folder holding index.html. */
  root: string;
  port: number;
  host: string;
  config: SiteConfig;
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const root = normalize(options.root);
  const index = join(root, 'index.html');

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 });
      return void response.end();
    }
    const pathname = safeDecode((request.url ?? '/').split('?')[0] ?? '/');
    if (pathname === '/config.json') return sendJson(response, 200, options.config, { 'cache-control': 'no-store' });

    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const file = inside && (await isFile(candidate)) ? candidate : index;
    const isIndex = file === index;
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      // Hashed assets never change; the page itself must be re-read to pick up a new build.
      'cache-control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    if (method === 'HEAD') return void response.end();
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  const port = await listen(server, options.port, options.host);
  return { url: `http://${options.host}:${port}`, close: () => close(server) };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
