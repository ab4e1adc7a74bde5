import * as m from './i18n/paraglide/messages/_index.js';
import { BASE_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale, splitLocalePath } from './locales';
import { isScreenPath, withoutTrailingSlashes } from './screen-paths';

/**
 * The public pages made into HTML at build time, with what search engines and link previews show for
 * each. The build, the local site server and CloudFront's viewer-request function all read this list:
 * a new prerendered page is one more line here.
 */
export interface SitePage {
  /** The route, as the SPA and a visitor spell it. */
  path: `/${string}`;
  /** The page's `<title>`, also its Open Graph and Twitter title. */
  title: string;
  /** The meta description (about 150 characters), also the share description. */
  description: string;
  /** False for a page robots.txt keeps crawlers from: not in the sitemap, and marked noindex. */
  indexed?: false;
  /** A query parameter that opens another form of the page than the prerendered one: with it, the SPA shell answers. */
  shellParam?: string;
  /**
   * `whenUsed`: a page that works without the app until the visitor reaches for it (a pointer, a touch,
   * a key, a focus, a scroll) fetches and starts it then: one that reads and navigates, or whose form takes over
   * what was typed into its fields before the app hydrated them and keeps its button disabled until
   * then (frontend/prerender/boot-module.ts).
   */
  appStart?: 'whenUsed';
  /**
   * A page that shows data from the API has a script of its own that writes the data in after the first
   * paint, without the app, which then hydrates what it wrote: `wall`, the gym wall's names
   * (frontend/src/wall-fill-entry.ts).
   */
  fill?: PageFill;
}

/** The pages' fill scripts (SitePage.fill), each a chunk of the build. */
export const PAGE_FILLS = ['wall'] as const;
export type PageFill = (typeof PAGE_FILLS)[number];

/** The brand as page titles and link previews name it. */
export const SITE_NAME = 'D1 Gang';

/** A page's `<title>` in the one form the site uses: 'Terms of Service | D1 Gang'. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

// Titles and descriptions are getters: each reads the message in the language of the page being made
// (the build sets it before each page; the app, for its whole life).
export const PRERENDERED_PAGES: readonly SitePage[] = [
  {
    path: '/',
    get title() {
      return `${SITE_NAME} | ${m.site_home_title()}`;
    },
    get description() {
      return m.site_home_description();
    },
    appStart: 'whenUsed',
  },
  {
    path: '/terms',
    get title() {
      return pageTitle(m.site_terms_title());
    },
    get description() {
      return m.site_terms_description();
    },
    appStart: 'whenUsed',
  },
  {
    path: '/privacy',
    get title() {
      return pageTitle(m.site_privacy_title());
    },
    get description() {
      return m.site_privacy_description();
    },
    appStart: 'whenUsed',
  },
  {
    path: '/contact',
    get title() {
      return pageTitle(m.site_contact_title());
    },
    get description() {
      return m.site_contact_description();
    },
    appStart: 'whenUsed',
  },
  {
    path: '/wall',
    get title() {
      return pageTitle(m.site_wall_title());
    },
    get description() {
      return m.site_wall_description();
    },
    appStart: 'whenUsed',
    fill: 'wall',
  },
  {
    path: '/auth',
    get title() {
      return pageTitle(m.site_auth_title());
    },
    get description() {
      return m.site_auth_description();
    },
    indexed: false,
    // ?mode=signup and ?mode=reset open the sign-up and reset forms: the app renders those itself.
    shellParam: 'mode',
    appStart: 'whenUsed',
  },
];

/** The not-found page, prerendered too: served with status 404 for files that do not exist and paths no screen claims. */
export const NOT_FOUND_PAGE = {
  file: '404.html',
  get title() {
    return pageTitle(m.site_not_found_title());
  },
  get description() {
    return m.site_not_found_description();
  },
  appStart: 'whenUsed',
} as const;

/** The empty page every other route boots from (dashboard, admin, ...): the app renders there. */
export const SPA_SHELL_FILE = 'app.html';

/**
 * Where a prerendered page's HTML sits in the build: `/` is index.html, `/terms` is terms.html, and in
 * another language under its prefix's folder: Spanish `/` is es/index.html, Spanish `/terms` es/terms.html.
 */
export function prerenderedFile(path: SitePage['path'], locale: Locale = BASE_LOCALE): string {
  return `${localeFolder(locale)}${path === '/' ? 'index.html' : `${path.slice(1)}.html`}`;
}

/** The not-found page of a language: 404.html, es/404.html. */
export function notFoundFile(locale: Locale = BASE_LOCALE): string {
  return `${localeFolder(locale)}${NOT_FOUND_PAGE.file}`;
}

/** Whether a file of the site is a language's not-found page (served with status 404). */
export function isNotFoundFile(file: string): boolean {
  return LOCALES.some((locale) => notFoundFile(locale) === file);
}

function localeFolder(locale: Locale): string {
  const prefix = LOCALE_PREFIXES[locale];
  return prefix ? `${prefix.slice(1)}/` : '';
}

/**
 * The file answering an extensionless path and its query: its prerendered page in the path's language
 * (unless the query names the page's shellParam), a published update page, the SPA shell for the app's
 * other screens, else the language's not-found page (served with status 404). The updates are published
 * in English alone: under another language's prefix the app renders them in the SPA shell.
 */
export function pageFileFor(pathname: string, query = new URLSearchParams()): string {
  const { locale, path } = splitLocalePath(withoutTrailingSlashes(pathname));
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (page) return page.shellParam && query.has(page.shellParam) ? SPA_SHELL_FILE : prerenderedFile(page.path, locale);
  const published = locale === BASE_LOCALE ? publishedPageFileFor(path) : null;
  return published ?? (isScreenPath(path) ? SPA_SHELL_FILE : notFoundFile(locale));
}

/** The link-preview image, drawn from the brand by scripts/make-brand-images.ts and served by the site itself. */
export const SHARE_IMAGE = {
  path: '/share.png',
  width: 1200,
  height: 630,
  get alt() {
    return m.site_share_image_alt();
  },
} as const;

/**
 * The development updates: not prerendered by the build but published from the table whenever an
 * update is sent (lambdas/src/updates/publish-pages.ts), so no rebuild is needed. The build writes
 * the empty list and sitemap so the pages exist before anything is published.
 */
export const UPDATES_PAGE = {
  path: '/updates',
  file: 'updates.html',
  title: pageTitle('Development Updates'),
  description:
    'Development updates from the D1 Gang team: what we built, what we are testing and what comes next for the 3v3 and 5v5 basketball game.',
} as const;

/**
 * Marks a root whose content was written without React (a published page): the app renders over it
 * instead of hydrating it. Here rather than in update-pages.ts, which the app's first load does not need.
 */
export const PUBLISHED_ROOT_ATTRIBUTE = 'data-published';

/** The folder of the updates' own pages: `/updates/<slug>` is `updates/<slug>.html`. */
export const UPDATE_PAGES_FOLDER = 'updates';

/** The sitemap of the updates, beside the build's sitemap.xml (robots.txt names both). */
export const UPDATES_SITEMAP_FILE = 'sitemap-updates.xml';

/** An update's slug is at most this long (lambdas/src/data/update-send.ts makes it), its `-2` included. */
export const UPDATE_SLUG_MAX = 60;

/**
 * An update's address, `/updates/<slug>`: the slug is its one path segment, of lower-case letters, digits
 * and dashes. Any other segment names no update and is the not-found page, never a lookup of a file or
 * item whose key could not exist (S3 keys stop at 1,024 bytes, DynamoDB's at 2,048).
 */
export const UPDATE_PATH = new RegExp(`^/updates/([a-z0-9-]{1,${UPDATE_SLUG_MAX}})$`);

export function updatePath(slug: string): `/${string}` {
  return `${UPDATES_PAGE.path}/${slug}`;
}

export function updatePageFile(slug: string): string {
  return `${UPDATE_PAGES_FOLDER}/${slug}.html`;
}

/** The published file answering an extensionless path (the list or an update's page), or null for any other path. */
function publishedPageFileFor(path: string): string | null {
  if (path === UPDATES_PAGE.path) return UPDATES_PAGE.file;
  const slug = UPDATE_PATH.exec(path)?.[1];
  return slug ? updatePageFile(slug) : null;
}

/** The files the update publisher owns (globs as the deployment's exclude reads them): a deploy never overwrites them. */
export const PUBLISHED_FILES = [UPDATES_PAGE.file, `${UPDATE_PAGES_FOLDER}/*`, UPDATES_SITEMAP_FILE] as const;

/** Whether a file of the site (its path from the site's root) is one the update publisher writes. */
export function isPublishedFile(file: string): boolean {
  return file === UPDATES_PAGE.file || file === UPDATES_SITEMAP_FILE || file.startsWith(`${UPDATE_PAGES_FOLDER}/`);
}

/**
 * The prerendered pages that carry the community goals' figures (shared/goal-section.ts), in every
 * language, rewritten by the goal publisher every few minutes: served from the local stack's published
 * folder first.
 */
export const GOAL_PAGE_FILES: readonly string[] = LOCALES.flatMap((locale) => [
  prerenderedFile('/', locale),
  prerenderedFile('/wall', locale),
]);

/** Whether a file of the site is one the goal publisher rewrites. */
export function isGoalPageFile(file: string): boolean {
  return GOAL_PAGE_FILES.includes(file);
}
