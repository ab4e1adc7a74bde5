import * as m from './i18n/paraglide/messages/_index.js';

/**
 * What any route of the API may answer, whatever its area. Getters, in the request's language (English for
 * the game servers, and wherever no request asks: the firewall's and API Gateway's own answers, made at deploy).
 */
export const HTTP_MESSAGES = {
  get unauthorized() {
    return m.account_http_unauthorized();
  },
  /** A request that did not come through the site's CloudFront (the execute-api URL): 403. */
  get forbidden() {
    return m.account_http_forbidden();
  },
  get notFound() {
    return m.account_http_not_found();
  },
  get invalidBody() {
    return m.account_http_invalid_body();
  },
  get bodyTooLarge() {
    return m.account_http_body_too_large();
  },
  /** A body sent as anything but JSON (415): a form post or a plain-text script, refused before parsing. */
  get unsupportedMediaType() {
    return m.account_http_unsupported_media_type();
  },
  get invalidCursor() {
    return m.account_http_invalid_cursor();
  },
  /** The firewall's per-IP limits (429, with Retry-After): the API's own limits say which one. */
  get tooManyRequests() {
    return m.account_http_too_many_requests();
  },
  /** Every 5xx the API answers itself: nothing internal reaches the client. */
  get internal() {
    return m.account_http_internal();
  },
};
