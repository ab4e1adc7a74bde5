import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Messages of the contact form the API answers with and the form shows. Getters: each reads the message in
 * the page's language (English on the server).
 */
export const CONTACT_MESSAGES = {
  get sent() {
    return m.contact_sent();
  },
  /** Any failure but the contact limit (tooManyMessages). */
  get sendFailed() {
    return m.contact_send_failed();
  },
  /** A sender over the contact limit (429): nothing was stored. */
  get tooManyMessages() {
    return m.contact_too_many_messages();
  },
};
