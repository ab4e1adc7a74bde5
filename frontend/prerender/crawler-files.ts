/** robots.txt, sitemap.xml and the web manifest, written into the build beside the prerendered pages. */

import { BASE_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale, localePath } from '../../shared/locales';
import { escapeHtml } from '../../shared/page-head';
import { PRERENDERED_PAGES, type SitePage, UPDATES_SITEMAP_FILE } from '../../shared/site-pages';

/** A page's absolute address in a language: `https://d1gang.com/`, `https://d1gang.com/es/contact`. */
export function pageUrl(origin: string, locale: Locale, path: SitePage['path']): string {
  return `${origin}${localePath(locale, path)}`;
}

/** The page in each language, and English again as the default for every other (hreflang). */
export function pageAlternates(origin: string, path: SitePage['path']): { hreflang: string; url: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, url: pageUrl(origin, locale, path) })),
    { hreflang: 'x-default', url: pageUrl(origin, BASE_LOCALE, path) },
  ];
}

/** The signed-in and admin screens, in every language: crawlers have nothing to read there. */
const PRIVATE_SCREENS = [
  '/admin',
  '/dashboard',
  '/profile',
  '/tickets',
  '/purchases',
  '/tier-submission',
  '/payment-success',
  '/payment-cancel',
  '/auth',
] as const;

/**
 * Crawlers may read the public pages; the signed-in and admin screens have nothing for them. Two
 * sitemaps: the build's pages, and the updates', which the update publisher rewrites on each send.
 */
export function robotsTxt(origin: string): string {
  const prefixes = LOCALES.map((locale) => LOCALE_PREFIXES[locale]);
  return [
    'User-agent: *',
    'Allow: /',
    ...prefixes.flatMap((prefix) => PRIVATE_SCREENS.map((screen) => `Disallow: ${prefix}${screen}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/${UPDATES_SITEMAP_FILE}`,
    '',
  ].join('\n');
}

/** Every prerendered page crawlers may read, in every language, each naming its others (hreflang). */
export function sitemapXml(origin: string): string {
  const urls = PRERENDERED_PAGES.filter((page) => page.indexed !== false).flatMap((page) => {
    const links = pageAlternates(origin, page.path).map(
      ({ hreflang, url }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(url)}"/>`,
    );
    return LOCALES.map((locale) =>
      ['  <url>', `    <loc>${escapeHtml(pageUrl(origin, locale, page.path))}</loc>`, ...links, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The web manifest: the brand's name, colours and the icon set. */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: 'D1 Gang Supporter Store',
      short_name: 'D1 Gang',
      description: 'Early supporter packages for D1 Gang, a 3v3 and 5v5 basketball game.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0A0A0F',
      theme_color: '#0A0A0F',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}
