import { createHmac, timingSafeEqual } from 'node:crypto';
import { ENV } from '@shared/contract/lambda-env';
import { requireEnv } from '../lib/env';
import { unsubscribeSecret } from './unsubscribe-secret';

/** What an unsubscribe token may do: stop development updates (the one purpose so far). */
const PURPOSE = 'updates';

async function signature(userId: string, email: string): Promise<Buffer> {
  return createHmac('sha256', await unsubscribeSecret())
    .update(`${userId}\n${email.toLowerCase()}\n${PURPOSE}`)
    .digest();
}

/**
 * The token of a user's unsubscribe link: their id (readable) and an HMAC-SHA256 over id, address
 * and purpose, so it stops only that user's updates and only while the account has that address.
 */
export async function unsubscribeToken(userId: string, email: string): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ u: userId, p: PURPOSE })).toString('base64url');
  return `${payload}.${(await signature(userId, email)).toString('base64url')}`;
}

/** The user id a token names, not yet checked: verify it against the account's address with `tokenMatches`. */
export function tokenUserId(token: string): string | null {
  const [payload] = token.split('.');
  try {
    const { u, p } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      u?: unknown;
      p?: unknown;
    };
    return typeof u === 'string' && p === PURPOSE ? u : null;
  } catch {
    return null;
  }
}

/** Whether the token was signed for this user and address. */
export async function tokenMatches(token: string, userId: string, email: string): Promise<boolean> {
  const given = Buffer.from(token.split('.')[1] ?? '', 'base64url');
  const expected = await signature(userId, email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The RFC 8058 headers of an email a user may unsubscribe from in one click: the API's unsubscribe
 * URL on the site's origin (`/api`), and the one-click POST mailbox providers send to it.
 */
export async function unsubscribeHeaders(
  userId: string,
  email: string,
  siteUrl = requireEnv(ENV.siteUrl),
): Promise<Record<string, string>> {
  return {
    'List-Unsubscribe': `<${siteUrl}/api/email/unsubscribe?token=${await unsubscribeToken(userId, email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
