/**
 * After `vite build`, renders the public pages (shared/site-pages.ts) to HTML with the built page as
 * their template, writes the SPA shell every other route boots from, the updates' list and sitemap
 * for no updates yet (shared/update-pages.ts), and the crawler files. The
 * prerendered pages load the app through a small boot module (boot-module.ts), emitted into the build
 * with a content hash; the SPA shell, which shows nothing before the app runs, loads it directly. The
 * render loads frontend/src/entry-server.tsx through Vite's SSR loader, so aliases and the component
 * code are exactly the client's.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, minifySync, type Plugin, type Rolldown } from 'vite';
import { fillTemplate, pageHeadTags } from '../../shared/page-head';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedFile,
  type SitePage,
  SPA_SHELL_FILE,
} from '../../shared/site-pages';
import { updatePagesFiles } from '../../shared/update-pages';
import { BOOT_MODULE_NAME, bootModuleSource, START_WHEN_USED_ATTRIBUTE } from './boot-module';
import { robotsTxt, sitemapXml, webManifest } from './crawler-files';
import { inlineFavicon, prioritiseFirstPaint } from './page-head';

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
  let base = '/';
  /** The boot module's URL, as emitted into the client build. */
  let bootFile = '';
  /** The tracking chunk (src/tracking-entry.ts), emitted beside the app's entry. */
  let trackingRef = '';
  return {
    name: 'd1-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      configFile = config.configFile ?? false;
      ssrBuild = Boolean(config.build.ssr);
      base = config.base;
    },
    buildStart() {
      if (ssrBuild) return;
      trackingRef = this.emitFile({ type: 'chunk', id: join(root, 'src/tracking-entry.ts'), name: 'tracking' });
    },
    generateBundle(_options, bundle) {
      if (ssrBuild) return;
      const tracking = this.getFileName(trackingRef);
      const { entry, imports } = entryAndImports(bundle, tracking);
      const source = bootModuleSource({
        entry: base + entry,
        preloads: imports.map((file) => base + file),
        tracking: base + tracking,
      });
      const ref = this.emitFile({
        type: 'asset',
        name: BOOT_MODULE_NAME,
        source: minifySync(BOOT_MODULE_NAME, source).code,
      });
      bootFile = base + this.getFileName(ref);
    },
    async closeBundle() {
      if (ssrBuild) return;
      const origin = siteOrigin();
      const template = inlineFavicon(
        await readFile(join(outDir, 'index.html'), 'utf8'),
        await readFile(join(outDir, 'favicon.svg'), 'utf8'),
      );
      // The headline face (Bebas Neue, latin subset), as Vite named it in the build.
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
        const page = async (
          file: string,
          path: string,
          meta: Parameters<typeof pageHeadTags>[0],
          appStart: SitePage['appStart'],
        ) => {
          const body = fillTemplate(template, pageHeadTags(meta, origin), await entry.renderPage(path));
          const html = appStart === 'whenUsed' ? markStartWhenUsed(body) : body;
          await writeFile(join(outDir, file), prioritiseFirstPaint(html, fonts, bootFile));
        };
        for (const sitePage of PRERENDERED_PAGES) {
          await page(
            prerenderedFile(sitePage.path),
            sitePage.path,
            {
              title: sitePage.title,
              description: sitePage.description,
              ...(sitePage.indexed === false ? {} : { url: canonicalUrl(origin, sitePage) }),
            },
            sitePage.appStart,
          );
        }
        await page(NOT_FOUND_PAGE.file, NOT_FOUND_RENDER_PATH, NOT_FOUND_PAGE, NOT_FOUND_PAGE.appStart);
        const home = PRERENDERED_PAGES[0];
        if (home) {
          const shell = fillTemplate(
            template,
            pageHeadTags({ title: home.title, description: home.description }, origin),
            '',
          );
          await writeFile(join(outDir, SPA_SHELL_FILE), shell);
          // The updates' pages as they are before any update is sent; the update publisher rewrites them.
          for (const { file, body } of updatePagesFiles(shell, origin, [])) await writeFile(join(outDir, file), body);
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

/** The root of a page whose app starts when the visitor first reaches for it (SitePage.appStart). */
function markStartWhenUsed(html: string): string {
  return html.replace('<div id="root">', () => `<div id="root" ${START_WHEN_USED_ATTRIBUTE}>`);
}

/** The app's entry chunk and every chunk it imports statically (what Vite lists as module preloads). */
function entryAndImports(bundle: Rolldown.OutputBundle, tracking: string): { entry: string; imports: string[] } {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName !== tracking);
  if (!entry) throw new Error('The client build has no entry chunk to boot');
  const imports = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(entry.fileName);
  return { entry: entry.fileName, imports: [...imports] };
}

function canonicalUrl(origin: string, page: SitePage): string {
  return page.path === '/' ? `${origin}/` : `${origin}${page.path}`;
}
