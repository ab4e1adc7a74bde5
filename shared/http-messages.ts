/** What any route of the API may answer, whatever its area. */
export const HTTP_MESSAGES = {
  unauthorized: 'Unauthorized',
  /** A request that did not come through the site's CloudFront (the execute-api URL): 403. */
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  invalidBody: 'Invalid request body',
  bodyTooLarge: 'Request body is too large',
  /** A body sent as anything but JSON (415): a form post or a plain-text script, refused before parsing. */
  unsupportedMediaType: 'Content-Type must be application/json',
  invalidCursor: 'Invalid cursor',
  /** The firewall's per-IP limits (429, with Retry-After): the API's own limits say which one. */
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  /** Every 5xx the API answers itself: nothing internal reaches the client. */
  internal: 'Internal server error',
} as const;
