import { createHmac, timingSafeEqual } from 'node:crypto';
import { BASE_LOCALE, type Locale, localePath } from '@shared/locales';
import { readUnsubscribeToken, type UnsubscribePurpose } from '@shared/unsubscribe-links';
import { EMAIL_PATHS } from './rendered-email';
import { unsubscribeSecret } from './unsubscribe-secret';

async function signature(userId: string, email: string, purpose: UnsubscribePurpose): Promise<Buffer> {
  return createHmac('sha256', await unsubscribeSecret())
    .update(`${userId}\n${email.toLowerCase()}\n${purpose}`)
    .digest();
}

/**
 * The token of a user's unsubscribe link: their id and what it stops (readable, shared/unsubscribe-links.ts),
 * and an HMAC-SHA256 over id, address and purpose, so it stops only that user's emails of that kind,
 * and only while the account has that address. Development updates unless another purpose is named.
 */
export async function unsubscribeToken(
  userId: string,
  email: string,
  purpose: UnsubscribePurpose = 'updates',
): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ u: userId, p: purpose })).toString('base64url');
  return `${payload}.${(await signature(userId, email, purpose)).toString('base64url')}`;
}

/** Whether the token was signed for the user and purpose it names, and for this address. */
export async function tokenMatches(token: string, email: string): Promise<boolean> {
  const named = readUnsubscribeToken(token);
  if (!named) return false;
  const given = Buffer.from(token.split('.')[1] ?? '', 'base64url');
  const expected = await signature(named.userId, email, named.purpose);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The /unsubscribe page of a token, whose button unsubscribes: the footer link of the emails one may
 * stop, on the page in the email's language (`/es/unsubscribe` for Spanish).
 */
export function unsubscribePageUrl(token: string, siteUrl: string, locale: Locale = BASE_LOCALE): string {
  return `${siteUrl}${localePath(locale, EMAIL_PATHS.unsubscribe)}?token=${token}`;
}

/**
 * The RFC 8058 headers of an email one may unsubscribe from in one click: the API's unsubscribe URL
 * on the site's origin (`/api`), and the one-click POST mailbox providers send to it.
 */
export function unsubscribeHeaders(token: string, siteUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteUrl}/api/email/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
