/** What rendering an outbox message gives, what it links with, and the site paths the emails link to. */
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { localePath } from '@shared/locales';
import type { Seller } from '@shared/seller';
import type { EmailMessage } from '../data/outbox-messages';

export interface RenderedEmail {
  /** Null: the support mailbox. */
  to: string | null;
  subject: string;
  text: string;
  html: string;
}

/** What an email is rendered with besides its message: the links it may carry and who sells. */
export interface EmailContext {
  /** The site's URL without a trailing slash, e.g. `https://d1gang.com`. */
  siteUrl: string;
  /** The recipient's unsubscribe page (`/unsubscribe?token=…`), for the emails they may stop (updates, reminders). */
  unsubscribeUrl?: string;
  /** Named in the emails about a payment. */
  seller: Seller;
  /** An account code email's code, decrypted by the sender at send time: never part of the stored message. */
  accountCode?: string;
}

/** The outbox message of one template. */
export type MessageOf<T extends EmailMessage['template']> = Extract<EmailMessage, { template: T }>;

/** The SPA paths the emails link to (frontend/src/config/paths.ts). */
export const EMAIL_PATHS = {
  adminContacts: '/admin/contact',
  contact: '/contact',
  purchases: '/purchases',
  tickets: '/tickets',
  tierSubmission: '/tier-submission',
  unsubscribe: '/unsubscribe',
} as const;

/**
 * A page of the site in the language the email is written in (the one it is rendered in):
 * `/es/purchases` for a Spanish reader, `/purchases` for an English one.
 */
export function sitePage(links: Pick<EmailContext, 'siteUrl'>, path: `/${string}`): string {
  return `${links.siteUrl}${localePath(getLocale(), path)}`;
}
