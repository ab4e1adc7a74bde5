import { SHARE_IMAGE, SITE_NAME } from '../../shared/site-pages';

/**
 * The `<head>` tags that differ per page: title, description, canonical URL, Open Graph and Twitter
 * cards. The tags every page shares (charset, icons, manifest) are in index.html.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own absolute URL; absent for pages that must not be indexed (404, the SPA shell). */
  url?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The page's head tags, one per line. `origin` is the site's public origin (no trailing slash). */
export function pageHeadTags(page: PageMeta, origin: string): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const image = `${origin}${SHARE_IMAGE.path}`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(page.url
      ? [`<link rel="canonical" href="${escapeHtml(page.url)}" />`]
      : ['<meta name="robots" content="noindex" />']),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(page.url ? [`<meta property="og:url" content="${escapeHtml(page.url)}" />`] : []),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(SHARE_IMAGE.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  return tags.join('\n    ');
}

/**
 * index.html as Vite built it, with the page's head tags and, inside the root element, its prerendered
 * body (empty for the SPA shell, which the client renders itself).
 */
export function fillTemplate(template: string, headTags: string, bodyHtml: string): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>: cannot prerender into it');
  }
  return template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${headTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${bodyHtml}</div>`);
}

const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * The SVG favicon written into the page as a data URL: a browser fetched /favicon.svg as soon as the
 * page had loaded (Chromium twice, without validators to reuse the first), racing the first paint.
 * The file stays in the build for the web manifest.
 */
export function inlineFavicon(html: string, svg: string): string {
  if (!html.includes(FAVICON_LINK)) throw new Error(`index.html has no ${FAVICON_LINK}: cannot inline the favicon`);
  // Double quotes become single ones (the attribute is double-quoted); only the characters a URL cannot
  // hold are escaped, which keeps the markup short.
  const dataUrl = `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[#%<>\s]/g, encodeURIComponent)}`;
  return html.replace(FAVICON_LINK, () => `<link rel="icon" href="${dataUrl}" type="image/svg+xml" />`);
}

/** The entry script and the module preloads Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * For a prerendered page, whose HTML already shows everything: the app's entry script and its module
 * preloads give way to the boot module (boot-module.ts), which starts them after the first paint, so
 * they never compete with the stylesheet and the headline font. The boot module itself is fetched at
 * low priority: it has nothing to do before that paint. The headline font is preloaded so the
 * swap from the fallback face happens before the first paint or not at all, not as a late layout shift.
 */
export function prioritiseFirstPaint(html: string, fontFiles: readonly string[], bootFile: string): string {
  if (!ENTRY_SCRIPT.test(html))
    throw new Error('index.html has no entry <script type="module">: cannot boot after paint');
  const preloads = fontFiles
    .map((file) => `<link rel="preload" href="${escapeHtml(file)}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () => `<script type="module" fetchpriority="low" crossorigin src="${escapeHtml(bootFile)}"></script>`,
    )
    .replace('<link rel="stylesheet"', () =>
      preloads ? `${preloads}\n    <link rel="stylesheet"` : '<link rel="stylesheet"',
    );
}
