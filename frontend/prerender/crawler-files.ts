/** robots.txt, sitemap.xml and the web manifest, written into the build beside the prerendered pages. */

import { escapeHtml } from '../../shared/page-head';
import { PRERENDERED_PAGES, UPDATES_SITEMAP_FILE } from '../../shared/site-pages';

/**
 * Crawlers may read the public pages; the signed-in and admin screens have nothing for them. Two
 * sitemaps: the build's pages, and the updates', which the update publisher rewrites on each send.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /tickets',
    'Disallow: /purchases',
    'Disallow: /tier-submission',
    'Disallow: /payment-success',
    'Disallow: /payment-cancel',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/${UPDATES_SITEMAP_FILE}`,
    '',
  ].join('\n');
}

/** Every prerendered page crawlers may read, by its canonical URL. */
export function sitemapXml(origin: string): string {
  const urls = PRERENDERED_PAGES.filter((page) => page.indexed !== false).map(
    (page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
