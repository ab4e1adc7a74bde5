import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import { ENV } from '@shared/contract/lambda-env';
import { ORIGIN_CHECK_OFF, ORIGIN_SECRET_HEADER, type OriginSecretValue } from '@shared/contract/origin-secret';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { optionalEnv } from './env';
import { ForbiddenError } from './errors';

/** Whether the API checks that a request came through CloudFront, and where the secret is read. */
export type OriginSetting = { check: 'off' } | { check: 'on'; parameter: string };

/**
 * The origin check's setting, read when the Lambda starts. It is on in the cloud (CDK sets the
 * secret's parameter) and off only where `ORIGIN_CHECK=off` says so (the local stack, tests): with
 * neither, or both, the Lambda does not start, so a missing setting can never leave the check off.
 */
export function originSetting(): OriginSetting {
  const parameter = optionalEnv(ENV.originSecretParameter);
  const check = optionalEnv(ENV.originCheck);
  if (parameter && check) {
    throw new Error(
      `${ENV.originSecretParameter} and ${ENV.originCheck} are both set: the check is on or off, not both`,
    );
  }
  if (parameter) return { check: 'on', parameter };
  if (check === ORIGIN_CHECK_OFF) return { check: 'off' };
  if (check) throw new Error(`${ENV.originCheck} may only be "${ORIGIN_CHECK_OFF}", not "${check}"`);
  throw new Error(
    `Neither ${ENV.originSecretParameter} nor ${ENV.originCheck}=${ORIGIN_CHECK_OFF} is set: the API does not ` +
      'answer without knowing whether CloudFront stands in front of it',
  );
}

// A rotated secret reaches warm Lambdas within this time (docs/deploy.md waits longer before CloudFront changes).
const SECRET_CACHE_MS = 5 * 60 * 1000;
const CONTEXT_KEY = 'originSecret';

type Request = middy.Request<APIGatewayProxyEventV2>;

const fetchers = new Map<string, middy.MiddlewareObj>();

/** The values a request may carry: the secret's `current` and, during a rotation, its `previous`. */
async function acceptedSecrets(request: Request, parameter: string): Promise<string[]> {
  let fetcher = fetchers.get(parameter);
  if (!fetcher) {
    const { default: ssm } = await import('@middy/ssm');
    fetcher = ssm({
      fetchData: { [CONTEXT_KEY]: parameter },
      setToContext: true,
      cacheKey: `origin-secret-${parameter}`,
      cacheExpiry: SECRET_CACHE_MS,
    }) as middy.MiddlewareObj;
    fetchers.set(parameter, fetcher);
  }
  await fetcher.before?.(request as middy.Request);
  const context = request.context as unknown as Record<string, unknown>;
  const value = context[CONTEXT_KEY];
  // Nothing after this middleware needs it.
  delete context[CONTEXT_KEY];
  const secret = typeof value === 'string' ? safeJson(value) : value;
  if (typeof secret !== 'object' || secret === null) throw new Error('The origin secret is not a JSON object');
  const { current, previous } = secret as Partial<Record<keyof OriginSecretValue, unknown>>;
  if (typeof current !== 'string' || current === '') throw new Error('The origin secret has no current value');
  return typeof previous === 'string' && previous !== '' ? [current, previous] : [current];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares in constant time (equal-length digests), so the answer's timing says nothing of the secret. */
function matches(presented: string, accepted: readonly string[]): boolean {
  const given = digest(presented);
  return accepted.map((secret) => timingSafeEqual(given, digest(secret))).some(Boolean);
}

/**
 * Refuses (403) any request without CloudFront's origin secret header, before anything reads it:
 * the execute-api URL skips the web ACL, so the API answers only what came through CloudFront. The
 * header is taken off the event once checked. Headers must be normalized (lower case) first. Null
 * where the check is off.
 */
export function originGuard(
  setting: OriginSetting = originSetting(),
): middy.MiddlewareObj<APIGatewayProxyEventV2> | null {
  if (setting.check === 'off') return null;
  return {
    before: async (request: Request) => {
      const headers = request.event.headers ?? {};
      const presented = headers[ORIGIN_SECRET_HEADER];
      delete headers[ORIGIN_SECRET_HEADER];
      if (!presented) throw new ForbiddenError(HTTP_MESSAGES.forbidden);
      const accepted = await acceptedSecrets(request, setting.parameter);
      if (!matches(presented, accepted)) throw new ForbiddenError(HTTP_MESSAGES.forbidden);
    },
  };
}
