import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Messages of two-step sign-in (an authenticator app): the sign-in code step and the profile's section.
 * Getters: each reads the message in the page's language (English on the server).
 */
export const TWO_STEP_MESSAGES = {
  /** A code that Cognito refused, at sign-in, when turning it on, or when turning it off. */
  get invalidCode() {
    return m.auth_two_step_invalid_code();
  },
  /** The field is empty or not six digits. */
  get codeFormat() {
    return m.auth_two_step_code_format();
  },
  get turnedOn() {
    return m.auth_two_step_turned_on();
  },
  get turnedOff() {
    return m.auth_two_step_turned_off();
  },
  /** After a change, every session is signed out: the sign-in page says why. */
  get signInAgain() {
    return m.auth_two_step_sign_in_again();
  },
  /** The server could not apply the change (Cognito refused or did not answer). */
  get changeFailed() {
    return m.auth_two_step_change_failed();
  },
  /** The status or the setup key could not be read. */
  get loadFailed() {
    return m.auth_two_step_load_failed();
  },
};

/** A sign-in or authenticator code as the form accepts it: exactly six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
