/**
 * The unsubscribe links of the emails one may stop: what each one stops, read from its token by the
 * /unsubscribe page (for its words) and by the API (to act on it). Why reminders have one:
 * docs/product.md §Emails: service emails and development updates. A token
 * (lambdas/src/email/unsubscribe-link.ts) is a readable part, base64url JSON `{ u: <user id>,
 * p: <purpose> }`, then a signature only the API can check: what is read here names a link, it does
 * not make it valid.
 */
import * as m from './i18n/paraglide/messages/_index.js';

/** Development updates (opt-in) and setup reminders (service emails): each link stops its own emails, nothing else. */
const UNSUBSCRIBE_PURPOSES = ['updates', 'reminders'] as const;
export type UnsubscribePurpose = (typeof UNSUBSCRIBE_PURPOSES)[number];

/** The user and purpose a token names, not yet checked; null for a token that names none. */
export function readUnsubscribeToken(token: string): { userId: string; purpose: UnsubscribePurpose } | null {
  const [payload = ''] = token.split('.');
  try {
    const { u, p } = JSON.parse(fromBase64Url(payload)) as { u?: unknown; p?: unknown };
    const purpose = UNSUBSCRIBE_PURPOSES.find((known) => known === p);
    return typeof u === 'string' && purpose ? { userId: u, purpose } : null;
  } catch {
    return null;
  }
}

// atob and TextDecoder, not Buffer: the page reads tokens in the browser.
function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/**
 * What the /unsubscribe page says for each link: above its button, on the button, and once it is done.
 * Getters: each reads the message in the page's language.
 */
export const UNSUBSCRIBE_PAGE_COPY: Record<UnsubscribePurpose, { intro: string; button: string; done: string }> = {
  updates: {
    get intro() {
      return m.profile_unsubscribe_updates_intro();
    },
    get button() {
      return m.profile_unsubscribe_updates_button();
    },
    get done() {
      return m.profile_unsubscribe_updates_done();
    },
  },
  reminders: {
    get intro() {
      return m.profile_unsubscribe_reminders_intro();
    },
    get button() {
      return m.profile_unsubscribe_reminders_button();
    },
    get done() {
      return m.profile_unsubscribe_reminders_done();
    },
  },
};
