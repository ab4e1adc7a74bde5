import { HTTP_MESSAGES } from './http-messages';

describe('HTTP messages', () => {
  it('are the words clients already read', () => {
    expect(HTTP_MESSAGES).toEqual({
      unauthorized: 'Unauthorized',
      notFound: 'Not Found',
      invalidBody: 'Invalid request body',
      bodyTooLarge: 'Request body is too large',
      invalidCursor: 'Invalid cursor',
      internal: 'Internal server error',
    });
  });
});
