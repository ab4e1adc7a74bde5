import { LOCALE_PREFIXES, LOCALES } from '@shared/locales';
import { SCREEN_PATH } from '@shared/screen-paths';
import {
  NOT_FOUND_PAGE,
  notFoundFile,
  PRERENDERED_PAGES,
  prerenderedFile,
  SPA_SHELL_FILE,
  UPDATE_PAGES_FOLDER,
  UPDATE_PATH,
  UPDATES_PAGE,
} from '@shared/site-pages';

/** Where the SPA reaches the API on its own origin (the local site server proxies the same path). */
export const API_PATH = '/api';

// Viewer functions (cloudfront-js-2.0). The API's own paths have no /api prefix; the site's routes (any
// path without a file extension) are a prerendered page, the SPA shell or the not-found page, so API
// errors pass through untouched (distribution-wide custom error pages would turn the API's 403 and 404
// into the not-found page).
export const STRIP_API_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${API_PATH.length}) || '/';
  return request;
}`;

/** Each prerendered path (shared/site-pages.ts) in English, and the updates' list, with the object holding its HTML. */
const PAGE_OBJECTS = Object.fromEntries([
  ...PRERENDERED_PAGES.map((page) => [page.path, `/${prerenderedFile(page.path)}`]),
  [UPDATES_PAGE.path, `/${UPDATES_PAGE.file}`],
]);

/** The query parameter with which a prerendered path is the SPA shell's instead (SitePage.shellParam). */
const SHELL_PARAMS = Object.fromEntries(
  PRERENDERED_PAGES.flatMap((page) => (page.shellParam ? [[page.path, page.shellParam]] : [])),
);

const NOT_FOUND_OBJECT = `/${NOT_FOUND_PAGE.file}`;

/** Every language's not-found page. */
const NOT_FOUND_OBJECTS = Object.fromEntries(LOCALES.map((locale) => [`/${notFoundFile(locale)}`, true]));

/**
 * Another language's prefix at the start of a path (shared/locales.ts splitLocalePath): its pages sit
 * in the prefix's folder, and the updates are published in English alone, so the app renders them.
 */
const LOCALE_PREFIX = new RegExp(
  `^(${LOCALES.flatMap((locale) => (LOCALE_PREFIXES[locale] ? [LOCALE_PREFIXES[locale].slice(1)] : [])).join('|')})(?=/|$)`,
  'i',
);

// The rule of shared/site-pages.ts pageFileFor, which the local site server follows: the object
// answering a request, or null for a file's URI (passed on as it is).
const PAGE_OBJECT_FOR = `var PAGES = ${JSON.stringify(PAGE_OBJECTS)};
var SHELL_PARAMS = ${JSON.stringify(SHELL_PARAMS)};
var UPDATE_PATH = ${UPDATE_PATH.toString()};
var SCREEN_PATH = ${SCREEN_PATH.toString()};
var LOCALE_PREFIX = /^\\/${LOCALE_PREFIX.source.slice(1)}/i;
function pageObjectFor(request) {
  if (request.uri.split('/').pop().indexOf('.') !== -1) return null;
  var path = request.uri.replace(/(.)\\/+$/, '$1');
  var prefix = LOCALE_PREFIX.exec(path);
  var folder = prefix ? '/' + prefix[1].toLowerCase() : '';
  var route = prefix ? path.substring(prefix[0].length) || '/' : path;
  var shellParam = SHELL_PARAMS[route];
  if (PAGES[route] && (!prefix || route !== '${UPDATES_PAGE.path}')) {
    return shellParam && request.querystring && request.querystring[shellParam] ? '/${SPA_SHELL_FILE}' : folder + PAGES[route];
  }
  var update = prefix ? null : UPDATE_PATH.exec(path);
  if (update) return '/${UPDATE_PAGES_FOLDER}/' + update[1] + '.html';
  return SCREEN_PATH.test(route) ? '/${SPA_SHELL_FILE}' : folder + '${NOT_FOUND_OBJECT}';
}`;

// The rewritten URI is the cache key, so the page and the shell are cached apart though no query string is.
export const PAGE_FALLBACK = `${PAGE_OBJECT_FOR}
function handler(event) {
  var request = event.request;
  request.uri = pageObjectFor(request) || request.uri;
  return request;
}`;

// The not-found page is a 200 from S3 (an error from the origin would skip this function); a 304 stays,
// since the browser's copy it confirms was sent with 404. The docs give the event's request as the one
// CloudFront received from the viewer, while its URI may be the one PAGE_FALLBACK rewrote; either way
// the object is the same, since every object's URI maps to itself
// (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html).
export const NOT_FOUND_STATUS = `${PAGE_OBJECT_FOR}
var NOT_FOUND_OBJECTS = ${JSON.stringify(NOT_FOUND_OBJECTS)};
function handler(event) {
  var response = event.response;
  var notFound = NOT_FOUND_OBJECTS[pageObjectFor(event.request) || event.request.uri] === true;
  if (notFound && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
