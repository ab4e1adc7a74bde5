import {
  PRERENDERED_PAGES,
  prerenderedFile,
  SPA_SHELL_FILE,
  UPDATE_PAGES_FOLDER,
  UPDATE_PATH,
  UPDATES_PAGE,
} from '@shared/site-pages';

/** Where the SPA reaches the API on its own origin (the local site server proxies the same path). */
export const API_PATH = '/api';

// Viewer-request functions (cloudfront-js-2.0). The API's own paths have no /api prefix; the site's
// routes (any path without a file extension) are a prerendered page or the SPA shell, so API errors pass
// through untouched (distribution-wide custom error pages would turn the API's 403 and 404 into the SPA).
export const STRIP_API_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${API_PATH.length}) || '/';
  return request;
}`;

/** Each prerendered path (shared/site-pages.ts), and the updates' list, with the object holding its HTML. */
const PAGE_OBJECTS = Object.fromEntries([
  ...PRERENDERED_PAGES.map((page) => [page.path, `/${prerenderedFile(page.path)}`]),
  [UPDATES_PAGE.path, `/${UPDATES_PAGE.file}`],
]);

/** The query parameter with which a prerendered path is the SPA shell's instead (SitePage.shellParam). */
const SHELL_PARAMS = Object.fromEntries(
  PRERENDERED_PAGES.flatMap((page) => (page.shellParam ? [[page.path, page.shellParam]] : [])),
);

// The same rule as shared/site-pages.ts pageFileFor, which the local site server follows. The rewritten
// URI is the cache key, so the page and the shell are cached apart though no query string is.
export const PAGE_FALLBACK = `var PAGES = ${JSON.stringify(PAGE_OBJECTS)};
var SHELL_PARAMS = ${JSON.stringify(SHELL_PARAMS)};
var UPDATE_PATH = ${UPDATE_PATH.toString()};
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    var path = request.uri;
    while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
    var update = UPDATE_PATH.exec(path);
    var shellParam = SHELL_PARAMS[path];
    var page = shellParam && request.querystring && request.querystring[shellParam] ? null : PAGES[path];
    request.uri = page || (update ? '/${UPDATE_PAGES_FOLDER}/' + update[1] + '.html' : '/${SPA_SHELL_FILE}');
  }
  return request;
}`;
