import { SHARE_IMAGE, SITE_NAME } from './site-pages';

/**
 * The `<head>` tags that differ per page: title, description, canonical URL, Open Graph and Twitter
 * cards. The tags every page shares (charset, icons, manifest) are in index.html.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own absolute URL; absent for pages that must not be indexed (404, the SPA shell). */
  url?: string;
  /**
   * The same page in every language, by BCP 47 tag, its own among them; `x-default` is the one for a
   * visitor whose language the site does not speak. Only for an indexed page.
   */
  alternates?: { hreflang: string; url: string }[];
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
    ...(page.url && page.alternates
      ? page.alternates.map(
          ({ hreflang, url }) =>
            `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(url)}" />`,
        )
      : []),
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

/** The tags pageHeadTags writes (and the generic title and description of index.html). */
const PAGE_HEAD_TAG =
  /\s*(<title>[^<]*<\/title>|<meta (name="(description|robots|twitter:[^"]+)"|property="og:[^"]+")[^>]*>|<link rel="(canonical|alternate)"[^>]*>)/g;

/**
 * A page built from index.html as Vite built it, or from a page made from it (the SPA shell): its head
 * tags in place of the ones it had and, inside the root element, its body (empty for the SPA shell,
 * which the client renders itself). Both go in through replacement functions: in a replacement
 * string, `$'`, `$&` and the like in a page's text (an update's subject) would copy parts of the page.
 */
export function fillTemplate(template: string, headTags: string, bodyHtml: string): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    throw new Error('the page has no empty <div id="root"></div> or no </head>: cannot prerender into it');
  }
  return template
    .replace(PAGE_HEAD_TAG, '')
    .replace('</head>', () => `  ${headTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${bodyHtml}</div>`);
}
