/**
 * After `vite build`, renders the public pages (shared/site-pages.ts) to HTML with the built page as
 * their template, writes the SPA shell every other route boots from, and the crawler files. The
 * render loads frontend/src/entry-server.tsx through Vite's SSR loader, so aliases and the component
 * code are exactly the client's.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedFile,
  type SitePage,
  SPA_SHELL_FILE,
} from '../../shared/site-pages';
import { robotsTxt, sitemapXml, webManifest } from './crawler-files';
import { fillTemplate, pageHeadTags, prioritiseFirstPaint } from './page-head';

interface EntryServer {
  renderPage(url: string): Promise<string>;
}

/** A path no route claims: the app renders its not-found screen there. */
const NOT_FOUND_RENDER_PATH = '/404';

/** The site's public origin for canonical URLs, the sitemap and share cards: `SITE_ORIGIN` at build time. */
function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? 'https://d1gang.com').replace(/\/+$/, '');
}

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  let ssrBuild = false;
  return {
    name: 'd1-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      configFile = config.configFile ?? false;
      ssrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssrBuild) return;
      const origin = siteOrigin();
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      // The headline face (BRAND.md: Bebas Neue, latin subset), as Vite named it in the build.
      const fonts = (await readdir(join(outDir, 'assets')))
        .filter((file) => /^bebas-neue-latin-400-normal-.*\.woff2$/.test(file))
        .map((file) => `/assets/${file}`);
      const server = await createServer({
        configFile,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
        const page = async (file: string, path: string, meta: Parameters<typeof pageHeadTags>[0]) => {
          const html = fillTemplate(template, pageHeadTags(meta, origin), await entry.renderPage(path));
          await writeFile(join(outDir, file), prioritiseFirstPaint(html, fonts));
        };
        for (const sitePage of PRERENDERED_PAGES) {
          await page(prerenderedFile(sitePage.path), sitePage.path, {
            ...sitePage,
            url: canonicalUrl(origin, sitePage),
          });
        }
        await page(NOT_FOUND_PAGE.file, NOT_FOUND_RENDER_PATH, NOT_FOUND_PAGE);
        const home = PRERENDERED_PAGES[0];
        if (home) {
          await writeFile(
            join(outDir, SPA_SHELL_FILE),
            fillTemplate(template, pageHeadTags({ title: home.title, description: home.description }, origin), ''),
          );
        }
        await writeFile(join(outDir, 'robots.txt'), robotsTxt(origin));
        await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(origin));
        await writeFile(join(outDir, 'site.webmanifest'), webManifest());
      } finally {
        await server.close();
      }
    },
  };
}

function canonicalUrl(origin: string, page: SitePage): string {
  return page.path === '/' ? `${origin}/` : `${origin}${page.path}`;
}
