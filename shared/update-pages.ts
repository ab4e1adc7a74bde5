/**
 * The static files of the development updates, read by link-preview bots and crawlers with no
 * JavaScript: the list (`updates.html`), each update's page and their sitemap, each wrapped in the SPA
 * shell so the app boots there too. The build writes them for no updates; the publisher writes them
 * again whenever an update is sent. A supporters-only update is in none of them but its page's path,
 * which gets the plain shell, kept out of the index.
 */
import { escapeHtml, fillTemplate, pageHeadTags } from './page-head';
import {
  PUBLISHED_ROOT_ATTRIBUTE,
  pageTitle,
  UPDATES_PAGE,
  UPDATES_SITEMAP_FILE,
  updatePageFile,
  updatePath,
} from './site-pages';
import { type PublishedUpdate, UPDATE_MESSAGES } from './updates';
import { longUtcDate } from './utc-date';

/** A file of the site, by its path in the build (and key in the bucket). */
export interface SiteFile {
  file: string;
  body: string;
  contentType: string;
}

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

function publishedPage(shell: string, headTags: string, body: string): string {
  return fillTemplate(shell, headTags, body).replace('<div id="root">', `<div id="root" ${PUBLISHED_ROOT_ATTRIBUTE}>`);
}

function dateLine(update: PublishedUpdate): string {
  return `<time datetime="${escapeHtml(update.publishedAt)}">${escapeHtml(longUtcDate(update.publishedAt))}</time>`;
}

function listPage(shell: string, origin: string, updates: readonly PublishedUpdate[]): string {
  const entries = updates.map(
    (update) =>
      `<li><article><h2><a href="${escapeHtml(updatePath(update.slug))}">${escapeHtml(update.title)}</a></h2>` +
      `${dateLine(update)}${update.html}</article></li>`,
  );
  const body =
    '<main><h1>Development Updates</h1>' +
    (entries.length > 0 ? `<ol>${entries.join('')}</ol>` : `<p>${escapeHtml(UPDATE_MESSAGES.noUpdates)}</p>`) +
    '</main>';
  const head = pageHeadTags({ ...UPDATES_PAGE, url: `${origin}${UPDATES_PAGE.path}` }, origin);
  return publishedPage(shell, head, body);
}

function updatePage(shell: string, origin: string, update: PublishedUpdate): string {
  const head = pageHeadTags(
    { title: pageTitle(update.title), description: update.description, url: `${origin}${updatePath(update.slug)}` },
    origin,
  );
  const body =
    `<main><article><p><a href="${UPDATES_PAGE.path}">All updates</a></p>` +
    `<h1>${escapeHtml(update.title)}</h1>${dateLine(update)}${update.html}</article></main>`;
  return publishedPage(shell, head, body);
}

/** The SPA shell, as it is, kept out of the index: what a supporters-only update's path serves. */
function closedPage(shell: string, origin: string): string {
  return fillTemplate(
    shell,
    pageHeadTags({ title: UPDATES_PAGE.title, description: UPDATES_PAGE.description }, origin),
    '',
  );
}

function sitemap(origin: string, updates: readonly PublishedUpdate[]): string {
  const urls = [
    `  <url><loc>${escapeHtml(`${origin}${UPDATES_PAGE.path}`)}</loc></url>`,
    ...updates.map(
      (update) =>
        `  <url><loc>${escapeHtml(`${origin}${updatePath(update.slug)}`)}</loc>` +
        `<lastmod>${escapeHtml(update.publishedAt)}</lastmod></url>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Every file of the updates for these sent updates (newest first): the list and the sitemap name the
 * public ones only. `shell` is the build's SPA shell; `origin` the site's public origin.
 */
export function updatePagesFiles(shell: string, origin: string, updates: readonly PublishedUpdate[]): SiteFile[] {
  const shown = updates.filter((update) => !update.supportersOnly);
  return [
    { file: UPDATES_PAGE.file, body: listPage(shell, origin, shown), contentType: HTML },
    ...updates.map((update) => ({
      file: updatePageFile(update.slug),
      body: update.supportersOnly ? closedPage(shell, origin) : updatePage(shell, origin, update),
      contentType: HTML,
    })),
    { file: UPDATES_SITEMAP_FILE, body: sitemap(origin, shown), contentType: XML },
  ];
}
