/**
 * What the prerender step writes into the client build once it is complete: the public pages and the
 * not-found page rendered with the built page as their template, the SPA shell, the updates' pages for
 * no updates yet, and the crawler files.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { BASE_LOCALE, LOCALES, type Locale, localePath } from '../../shared/locales';
import { fillTemplate, pageHeadTags } from '../../shared/page-head';
import {
  NOT_FOUND_PAGE,
  notFoundFile,
  PRERENDERED_PAGES,
  prerenderedFile,
  type SitePage,
  SPA_SHELL_FILE,
} from '../../shared/site-pages';
import { updatePagesFiles } from '../../shared/update-pages';
import { PAGE_FILL_ATTRIBUTE, START_WHEN_USED_ATTRIBUTE } from './boot-module';
import { pageAlternates, pageUrl, robotsTxt, sitemapXml, webManifest } from './crawler-files';
import { inlineFavicon, prioritiseFirstPaint } from './page-head';

interface EntryServer {
  renderPage(url: string): Promise<string>;
}

/** The client build as the plugin saw it: where it is, the Vite config it came from, its boot module's URL. */
export interface ClientBuild {
  root: string;
  outDir: string;
  configFile: string | false;
  bootFile: string;
}

/** What every prerendered page is made with. */
interface PageRender {
  entry: EntryServer;
  template: string;
  origin: string;
  fonts: string[];
  outDir: string;
  bootFile: string;
}

/** A path no route claims: the app renders its not-found screen there. */
const NOT_FOUND_RENDER_PATH = '/404';

/** The site's public origin for canonical URLs, the sitemap and share cards: `SITE_ORIGIN` at build time. */
function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? 'https://d1gang.com').replace(/\/+$/, '');
}

/** Renders through Vite's SSR loader, so aliases and the component code are exactly the client's. */
export async function writePrerenderedSite({ root, outDir, configFile, bootFile }: ClientBuild): Promise<void> {
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
    await writePages({ entry, template, origin, fonts, outDir, bootFile });
    await writeShellAndUpdates(template, origin, outDir);
    await writeFile(join(outDir, 'robots.txt'), robotsTxt(origin));
    await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(origin));
    await writeFile(join(outDir, 'site.webmanifest'), webManifest());
  } finally {
    await server.close();
  }
}

/** Every public page, then the not-found page, in every language, under its prefix (shared/locales.ts). */
async function writePages(render: PageRender): Promise<void> {
  try {
    for (const locale of LOCALES) {
      // The app sets its own language (it runs in Vite's module graph); the titles read here use this one.
      overwriteGetLocale(() => locale);
      await writeLocalePages(render, locale);
    }
  } finally {
    overwriteGetLocale(() => BASE_LOCALE);
  }
}

async function writeLocalePages(render: PageRender, locale: Locale): Promise<void> {
  for (const sitePage of PRERENDERED_PAGES) {
    const indexed = sitePage.indexed !== false;
    await writePage(render, {
      locale,
      file: prerenderedFile(sitePage.path, locale),
      path: localePath(locale, sitePage.path),
      meta: {
        title: sitePage.title,
        description: sitePage.description,
        ...(indexed
          ? {
              url: pageUrl(render.origin, locale, sitePage.path),
              alternates: pageAlternates(render.origin, sitePage.path),
            }
          : {}),
      },
      appStart: sitePage.appStart,
      fill: sitePage.fill,
    });
  }
  await writePage(render, {
    locale,
    file: notFoundFile(locale),
    path: localePath(locale, NOT_FOUND_RENDER_PATH),
    meta: { title: NOT_FOUND_PAGE.title, description: NOT_FOUND_PAGE.description },
    appStart: NOT_FOUND_PAGE.appStart,
  });
}

interface PageToWrite {
  locale: Locale;
  file: string;
  /** The address the app renders, its language's prefix included. */
  path: string;
  meta: Parameters<typeof pageHeadTags>[0];
  appStart: SitePage['appStart'];
  fill?: SitePage['fill'];
}

async function writePage(
  { entry, template, origin, fonts, outDir, bootFile }: PageRender,
  { locale, file, path, meta, appStart, fill }: PageToWrite,
): Promise<void> {
  const rendered = await entry.renderPage(path);
  const body = inLanguage(fillTemplate(template, pageHeadTags(meta, origin), rendered), locale);
  const html = markRoot(body, [
    ...(appStart === 'whenUsed' ? [START_WHEN_USED_ATTRIBUTE] : []),
    ...(fill ? [`${PAGE_FILL_ATTRIBUTE}="${fill}"`] : []),
  ]);
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, prioritiseFirstPaint(html, fonts, bootFile));
}

/** The page's `<html lang>`: index.html says English. */
function inLanguage(html: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return html;
  if (!html.includes('<html lang="en">'))
    throw new Error('index.html has no <html lang="en">: cannot mark its language');
  return html.replace('<html lang="en">', () => `<html lang="${locale}">`);
}

/** The SPA shell every other route boots from, with the home page's head, and the updates' pages made from it. */
async function writeShellAndUpdates(template: string, origin: string, outDir: string): Promise<void> {
  const home = PRERENDERED_PAGES[0];
  if (!home) return;
  const shell = fillTemplate(template, pageHeadTags({ title: home.title, description: home.description }, origin), '');
  await writeFile(join(outDir, SPA_SHELL_FILE), shell);
  // The updates' pages as they are before any update is sent; the update publisher rewrites them.
  for (const { file, body } of updatePagesFiles(shell, origin, [])) await writeFile(join(outDir, file), body);
}

/**
 * The page's root with the boot module's attributes: whether its app starts when the visitor first
 * reaches for it (SitePage.appStart), and the fill script it imports (SitePage.fill).
 */
function markRoot(html: string, attributes: readonly string[]): string {
  if (attributes.length === 0) return html;
  return html.replace('<div id="root">', () => `<div id="root" ${attributes.join(' ')}>`);
}
