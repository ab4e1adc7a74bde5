import { HTTP_MESSAGES } from './http-messages';

describe('HTTP messages', () => {
  it('are the words clients already read', () => {
    expect(HTTP_MESSAGES).toEqual({
      unauthorized: 'Unauthorized',
      forbidden: 'Forbidden',
      notFound: 'Not Found',
      invalidBody: 'Invalid request body',
      bodyTooLarge: 'Request body is too large',
      unsupportedMediaType: 'Content-Type must be application/json',
      invalidCursor: 'Invalid cursor',
      tooManyRequests: 'Too many requests. Please try again in a few minutes.',
      internal: 'Internal server error',
    });
  });
});
