/** `npm run dev`: Vite's dev server with the project's config, plus the same in-memory /config.json. */

import { OAUTH_METADATA_PATH } from '@shared/api/routes';
import type { SiteConfig } from '@shared/site-config';
import { API_PREFIX } from './api-proxy';
import { isLocalOnlyPath } from './api-server';
import { fromRoot } from './paths';
import type { SiteServer } from './site-server';

export async function startSiteDevServer(options: {
  port: number;
  host: string;
  config: SiteConfig;
  /** The local API that `/api/*` is proxied to, as the production site server does. */
  apiUrl?: string;
}): Promise<SiteServer> {
  // Imported here: Vite is ESM-only and only the dev mode needs it.
  const { createServer } = await import('vite');
  const body = JSON.stringify(options.config);
  const server = await createServer({
    configFile: fromRoot('frontend/vite.config.ts'),
    server: {
      host: options.host,
      port: options.port,
      strictPort: true,
      ...(options.apiUrl && {
        proxy: {
          [API_PREFIX]: {
            target: options.apiUrl,
            rewrite: (path: string) => path.slice(API_PREFIX.length) || '/',
            // As the production site server: the API's local-only paths answer 404 here (false), only on its own port.
            bypass: (request) => (isLocalOnlyPath((request.url ?? '').slice(API_PREFIX.length)) ? false : undefined),
          },
          // The game API's OAuth metadata sits at the site's root, passed on as it is (as CloudFront does).
          [OAUTH_METADATA_PATH]: { target: options.apiUrl },
        },
      }),
    },
    clearScreen: false,
    plugins: [
      {
        name: 'd1-local-config-json',
        configureServer(dev) {
          dev.middlewares.use('/config.json', (_request, response) => {
            response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
            response.end(body);
          });
        },
      },
    ],
  });
  await server.listen();
  return { url: `http://${options.host}:${options.port}`, close: () => server.close() };
}
