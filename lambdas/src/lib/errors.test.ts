import type middy from '@middy/core';
import { errorResponse } from './error-response';
import { CheckoutUnavailableError, ConflictError, HttpError } from './errors';

function respond(error: Error) {
  const request = { error, response: undefined } as unknown as middy.Request;
  errorResponse().onError?.(request);
  return request.response as { statusCode: number; body: string };
}

describe('error messages reaching the client', () => {
  it('keeps 4xx messages', () => {
    expect(respond(new ConflictError('You already own this tier or a higher one'))).toMatchObject({
      statusCode: 409,
      body: '{"message":"You already own this tier or a higher one"}',
    });
  });

  it('hides the message of a 5xx error unless it is marked to be shown', () => {
    expect(respond(new HttpError(503, 'table d1-prod at 10.0.0.1 is down'))).toMatchObject({
      statusCode: 503,
      body: '{"message":"Internal server error"}',
    });
  });

  it("answers a Checkout failure with the spec's message as a 502", () => {
    expect(respond(new CheckoutUnavailableError({ cause: new Error('ECONNRESET') }))).toMatchObject({
      statusCode: 502,
      body: '{"message":"Failed to create checkout session. Please try again."}',
    });
  });
});
