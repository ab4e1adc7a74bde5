import { ADMIN_GROUP } from '@shared/contract/admin-group';
import { ENV } from '@shared/contract/lambda-env';
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { optionalEnv, requireEnv } from './env';
import { UnauthorizedError } from './errors';
import { VerifiedTokens } from './verified-tokens';

/** Who is calling, from a verified Cognito access token. */
export interface Caller {
  userId: string;
  /** The Cognito username (the access token's `username`), which the admin group check looks up. */
  username: string;
  groups: string[];
  isAdmin: boolean;
  /** When the sign-in this token comes from happened (`auth_time`, epoch seconds; kept across refreshes), or null. */
  authTime: number | null;
}

type Verifier = { verify(token: string): Promise<JwtPayload> };

let verifier: Promise<Verifier> | undefined;

/** At about 1 KB a token, the kept tokens stay near a megabyte of the Lambda's memory. */
const VERIFIED_TOKENS_KEPT = 1_000;
const verifiedTokens = new VerifiedTokens(VERIFIED_TOKENS_KEPT);

// Cognito (and cognito-local) both sign access tokens with RSA; one verifier serves the cloud and the
// local stack. Audience is not in access tokens, so the client id is checked on `client_id` instead.
async function createVerifier(): Promise<Verifier> {
  const clientId = requireEnv(ENV.authClientId);
  const jwksUri = optionalEnv(ENV.authJwksUrl);
  const created = JwtVerifier.create({
    issuer: requireEnv(ENV.authIssuer),
    audience: null,
    ...(jwksUri ? { jwksUri } : {}),
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
      if (payload.client_id !== clientId) throw new Error('Token from another client');
    },
  });
  // aws-jwt-verify only fetches JWKS over https; cognito-local serves it over http, so fetch it here.
  if (jwksUri) created.cacheJwks(await fetchJwks(jwksUri));
  return created;
}

async function fetchJwks(url: string): Promise<Jwks> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`JWKS fetch failed with ${response.status}`);
  return (await response.json()) as Jwks;
}

function getVerifier(): Promise<Verifier> {
  if (!verifier) {
    verifier = createVerifier();
    // A failed JWKS fetch must not stick: the next request tries again.
    verifier.catch(() => {
      verifier = undefined;
    });
  }
  return verifier;
}

/** Verifies a token the cache does not hold, and keeps it once it is valid. */
async function verifyToken(token: string): Promise<JwtPayload> {
  const current = await getVerifier();
  let payload: JwtPayload;
  try {
    payload = await current.verify(token);
  } catch (error) {
    throw new UnauthorizedError(undefined, { cause: error });
  }
  verifiedTokens.add(token, payload);
  return payload;
}

/** The bearer token of an Authorization header, or null when there is none. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** Verifies an access token and returns its caller; any invalid token is a 401. */
export async function verifyCaller(token: string): Promise<Caller> {
  const payload = verifiedTokens.get(token, Date.now()) ?? (await verifyToken(token));
  const groups = payload['cognito:groups'];
  const groupList = Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new UnauthorizedError();
  const username = typeof payload.username === 'string' && payload.username !== '' ? payload.username : payload.sub;
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
  return { userId: payload.sub, username, groups: groupList, isAdmin: groupList.includes(ADMIN_GROUP), authTime };
}
