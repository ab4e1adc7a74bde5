import { escapeHtml } from '../../shared/page-head';

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
