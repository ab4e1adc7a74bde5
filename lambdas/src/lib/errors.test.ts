import type middy from '@middy/core';
import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import {
  ContactChangedError,
  ContactNotFoundError,
  DomainError,
  InvalidCursorError,
  SubmissionLockedError,
} from '../data/errors';
import {
  CheckoutInProgressError,
  CheckoutUnavailableError,
  RefundUnavailableError,
  VerifyUnavailableError,
} from '../payments/errors';
import { errorResponse } from './error-response';
import { BadRequestError, HttpError } from './errors';

function respond(error: Error) {
  const request = { error, response: undefined } as unknown as middy.Request;
  errorResponse().onError?.(request);
  return request.response as { statusCode: number; body: string };
}

const body = (message: string) => JSON.stringify({ message });

describe('error messages reaching the client', () => {
  it('keeps 4xx messages', () => {
    expect(respond(new BadRequestError(HTTP_MESSAGES.invalidBody))).toMatchObject({
      statusCode: 400,
      body: body(HTTP_MESSAGES.invalidBody),
    });
  });

  it('hides the message of a 5xx error unless it is marked to be shown', () => {
    expect(respond(new HttpError(503, 'table d1-prod at 10.0.0.1 is down'))).toMatchObject({
      statusCode: 503,
      body: body(HTTP_MESSAGES.internal),
    });
  });
});

describe('domain errors', () => {
  it.each([
    [new InvalidCursorError(), 400, HTTP_MESSAGES.invalidCursor],
    [new ContactNotFoundError(), 404, ADMIN_MESSAGES.contactNotFound],
    [new SubmissionLockedError(), 409, ACCOUNT_MESSAGES.submissionLocked],
    [new ContactChangedError(), 409, ADMIN_MESSAGES.contactChanged],
    [new CheckoutInProgressError(), 409, CHECKOUT_MESSAGES.inProgress],
    [new CheckoutUnavailableError({ cause: new Error('ECONNRESET') }), 502, CHECKOUT_MESSAGES.failed],
    [new VerifyUnavailableError(), 502, CHECKOUT_MESSAGES.verifyFailed],
    [new RefundUnavailableError(), 502, ADMIN_MESSAGES.refundUnavailable],
  ])('answers %s with its status and the spec message', (error, statusCode, message) => {
    expect(respond(error)).toMatchObject({ statusCode, body: body(message) });
  });

  it('answers a domain error without a status of its own with a bare 500', () => {
    expect(respond(new DomainError('Payment pi_1 did not settle'))).toMatchObject({
      statusCode: 500,
      body: body(HTTP_MESSAGES.internal),
    });
  });

  it('keep their cause', () => {
    const cause = new Error('ConditionalCheckFailedException');

    expect(new SubmissionLockedError({ cause })).toMatchObject({ name: 'SubmissionLockedError', cause });
  });
});
