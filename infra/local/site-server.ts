/**
 * Serves the built site like CloudFront does: files from the build folder, each prerendered page for
 * its path (shared/site-pages.ts), the published updates' pages and goal figures (from the stack's own folder first),
 * the SPA shell for the app's other screens, the not-found page (status 404) for any other path and
 * for a missing file, and /config.json generated in memory (so stacks on other ports share one build).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import type { SiteConfig } from '@shared/site-config';
import { isGoalPageFile, isNotFoundFile, isPublishedFile, NOT_FOUND_PAGE, pageFileFor } from '@shared/site-pages';
import { apiPathOf, proxyToApi } from './api-proxy';
import { safeDecode, sendJson, serve } from './http-io';

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
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** Brotli when the browser takes it, else gzip, else none. */
function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export interface SiteServerOptions {
  /** The build folder holding the pages (index.html, app.html, ...). */
  root: string;
  /**
   * The stack's own folder of published update pages (several stacks share one build): the updates'
   * files are served from it first, else from the build (what the build wrote before anything was published).
   */
  publishedRoot?: string;
  port: number;
  host: string;
  config: SiteConfig;
  /** The local API that `/api/*` is proxied to (as CloudFront routes it in the cloud); none: no proxy. */
  apiUrl?: string;
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const roots = {
    build: normalize(options.root),
    published: options.publishedRoot && normalize(options.publishedRoot),
  };

  const listener: RequestListener = async (request, response) => {
    const apiPath = options.apiUrl ? apiPathOf(request.url ?? '/') : null;
    if (options.apiUrl && apiPath !== null) return proxyToApi(request, response, options.apiUrl, apiPath);
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 });
      return void response.end();
    }
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
    const pathname = safeDecode(rawPath);
    if (pathname === '/config.json') return sendJson(response, 200, options.config, { 'cache-control': 'no-store' });

    const resolved = await resolveFile(roots, pathname, new URLSearchParams(rawQuery));
    if (!resolved) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return void response.end('Not found');
    }
    const { file, status } = resolved;
    const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const encoding = COMPRESSIBLE.test(contentType) ? chooseEncoding(request.headers['accept-encoding']) : null;
    response.writeHead(status, {
      'content-type': contentType,
      // Hashed assets never change; pages and the other unhashed files are re-read to pick up a new build.
      'cache-control': file.startsWith(join(roots.build, 'assets') + sep)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (method === 'HEAD') return void response.end();
    const body = createReadStream(file).on('error', () => response.destroy());
    // Compressed like CloudFront serves the site, so what a browser downloads here is what it will there.
    if (encoding === 'br') body.pipe(createBrotliCompress(BROTLI_OPTIONS)).pipe(response);
    else if (encoding === 'gzip') body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  };
  return serve(listener, { port: options.port, host: options.host });
}

/**
 * The file answering a path, as CloudFront's viewer functions map it (infra/lib/site-viewer-functions.ts):
 * an extensionless path is a page (pageFileFor: its prerendered file, the SPA shell or the not-found
 * page); any other path is a file, or the not-found page. The not-found page always answers 404; null
 * when even that is missing (a build without it).
 */
async function resolveFile(
  roots: { build: string; published: string | undefined },
  pathname: string,
  query: URLSearchParams,
): Promise<{ file: string; status: 200 | 404 } | null> {
  const last = pathname.split('/').pop() ?? '';
  const wanted = last.includes('.') ? pathname : `/${pageFileFor(pathname, query)}`;
  // The updates' pages, and the landing page and wall with the goals' figures, as the stack published them.
  const published = isPublishedFile(wanted.slice(1)) || isGoalPageFile(wanted.slice(1));
  const folders = roots.published && published ? [roots.published, roots.build] : [roots.build];
  const status = isNotFoundFile(wanted.slice(1)) ? 404 : 200;
  for (const folder of folders) {
    const candidate = normalize(join(folder, wanted));
    const inside = candidate.startsWith(folder + sep);
    if (inside && (await isFile(candidate))) return { file: candidate, status };
  }
  const notFound = join(roots.build, NOT_FOUND_PAGE.file);
  return (await isFile(notFound)) ? { file: notFound, status: 404 } : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
