import type middy from '@middy/core';
import * as dataErrors from '../data/errors';
import * as giftOperationErrors from '../data/gift-operation-errors';
import * as goalErrors from '../data/goal-errors';
import * as paymentErrors from '../payments/errors';
import * as giftErrors from '../payments/gift-errors';
import { errorResponse } from './error-response';

/** Every domain error the data and payment modules export: each must name its status. */
const exported: Record<string, unknown> = {
  ...dataErrors,
  ...giftOperationErrors,
  ...goalErrors,
  ...paymentErrors,
  ...giftErrors,
};
const DOMAIN_ERRORS = Object.entries(exported).filter(
  (entry): entry is [string, abstract new (...args: never[]) => dataErrors.DomainError] =>
    typeof entry[1] === 'function' && (entry[1] as { prototype: unknown }).prototype instanceof dataErrors.DomainError,
);

/** The response errorResponse gives for an error of this class (made without its constructor's arguments). */
function responseFor(type: abstract new (...args: never[]) => dataErrors.DomainError) {
  const error = Object.assign(Object.create(type.prototype) as Error, { message: 'a domain error' });
  const request = { error, response: undefined } as unknown as middy.Request;
  errorResponse().onError?.(request);
  return request.response as { statusCode: number } | undefined;
}

describe('the error table', () => {
  it('finds the domain errors to check', () => {
    expect(DOMAIN_ERRORS.length).toBeGreaterThan(40);
  });

  it.each(DOMAIN_ERRORS)('gives %s a status of its own: a new domain error never turns into a 500', (_, type) => {
    const status = responseFor(type)?.statusCode;
    expect(status).toBeDefined();
    expect(status).not.toBe(500);
  });
});
