import { BASE_LOCALE, LOCALES, type Locale } from '@shared/locales';
import type { EmailMessage } from '../data/outbox-messages';
import { storedLocaleAtAddress, storedProfileLocale } from '../data/profile-locale';

/** Emails to a gift's recipient, filed under no user: an account may still be at the address the buyer typed. */
const TO_GIFT_RECIPIENT: ReadonlySet<EmailMessage['template']> = new Set(['gift-received', 'gift-reminder']);

/**
 * The language an outbox email speaks. Emails go out of requests (the outbox, the sweeps, Stripe's
 * events), so it is the recipient's: the one kept on the profile of the user the email is filed
 * under (its recipient, but for the support mailbox's), or for a gift's recipient on the account at
 * their address; else the one stored with the message (a gift's recipient with no account, a
 * sign-up's code before its profile exists, a contact form's sender), else English. Read when the
 * email goes, so a supporter who changed it since the email was queued reads it in the new one.
 */
export async function recipientLocale(message: EmailMessage, userId: string | null): Promise<Locale> {
  // The support mailbox reads the operators' language, whoever wrote.
  if (message.template === 'new-contact') return BASE_LOCALE;
  return (
    (await keptLocale(message, userId)) ?? storeLocale('locale' in message ? message.locale : undefined) ?? BASE_LOCALE
  );
}

/** The language kept on the recipient's account, when there is one to read. */
async function keptLocale(message: EmailMessage, userId: string | null): Promise<Locale | null> {
  if (userId) return storedProfileLocale(userId);
  if (TO_GIFT_RECIPIENT.has(message.template) && 'to' in message) return storedLocaleAtAddress(message.to);
  return null;
}

/** A stored value that names one of the store's languages, or null (a message is a plain record). */
function storeLocale(value: unknown): Locale | null {
  return LOCALES.find((locale) => locale === value) ?? null;
}
