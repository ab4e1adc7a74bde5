/** What any route of the API may answer, whatever its area. */
export const HTTP_MESSAGES = {
  unauthorized: 'Unauthorized',
  notFound: 'Not Found',
  invalidBody: 'Invalid request body',
  bodyTooLarge: 'Request body is too large',
  invalidCursor: 'Invalid cursor',
  /** Every 5xx the API answers itself: nothing internal reaches the client. */
  internal: 'Internal server error',
} as const;
