import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Messages of the signed-in user's own records (docs/product.md §Validation rules): the API answers with them, the
 * screens show them. Getters: each reads the message in the current language (the page's, or on the server the
 * request's), so a reader must read them when it answers or renders, never copy one at load.
 */
export const ACCOUNT_MESSAGES = {
  /** The tier setup asked for before any tier was bought. */
  get noTier() {
    return m.account_no_tier();
  },
  /** A second setup for the same tier: the lock the spec asks for. */
  get submissionLocked() {
    return m.account_submission_locked();
  },
  /** A later tier's setup sent with a nickname other than the one an earlier setup locked (a 409). */
  get nicknameLocked() {
    return m.account_nickname_locked();
  },
  /**
   * A deleted account, as a screen labels it in its language. What the records hold is
   * DELETED_ACCOUNT_TOMBSTONE, never this.
   */
  get deletedAccount() {
    return m.account_deleted_account();
  },
  /** The account deletion was asked for without the confirmation word typed exactly. */
  get typeDelete() {
    return m.account_type_delete({ word: DELETE_CONFIRMATION_WORD });
  },
  /** The password given to confirm the deletion is not the account's. */
  get wrongPassword() {
    return m.account_wrong_password();
  },
  /** Five wrong passwords (or codes) in 15 minutes on the deletion: the check is paused. */
  get tooManyAttempts() {
    return m.account_too_many_attempts();
  },
  /** The deletion is done (the toast after it). */
  get accountDeleted() {
    return m.account_deleted();
  },
  /** The deletion failed for a reason that is not the user's input. */
  get deleteFailed() {
    return m.account_delete_failed();
  },
  /** The data download failed. */
  get downloadFailed() {
    return m.account_download_failed();
  },
  /** The wall choice asked for before any setup gave a nickname to show. */
  get wallNeedsSetup() {
    return m.account_wall_needs_setup();
  },
};

/**
 * What stands in for a deleted account's email and name wherever a record is kept (admins see it).
 * Stored and compared (a deletion run again skips what it finds tombstoned), so it is the same English
 * words whatever language the deletion was asked in.
 */
export const DELETED_ACCOUNT_TOMBSTONE = 'Deleted account';

/** The word a user types to confirm that their account is to be deleted, in every language. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
