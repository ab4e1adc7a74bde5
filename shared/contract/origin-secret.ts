/**
 * The API answers only requests that came through CloudFront: CloudFront adds this header to every
 * request it sends the API, with the stage's origin secret, and the API Lambdas refuse any request
 * without it (lambdas/src/lib/origin-guard.ts). Lower case: the Lambdas see normalized headers.
 */
export const ORIGIN_SECRET_HEADER = 'x-d1-origin-secret';

/**
 * The origin secret as Secrets Manager holds it (JSON). CloudFront sends `current`; the Lambdas also
 * take `previous`, so a rotation needs no moment when the two disagree (docs/deploy.md).
 */
export interface OriginSecretValue {
  current: string;
  previous?: string;
}

/** `ORIGIN_CHECK=off`: no CloudFront in front (the local stack, unit tests); the cloud never sets it. */
export const ORIGIN_CHECK_OFF = 'off';
