import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Messages of the tier setup screen (docs/product.md §Error catalogue), and its own words for a load that failed.
 * Getters, in the page's language.
 */
export const TIER_SUBMISSION_MESSAGES = {
  get submitted() {
    return m.account_tier_submission_submitted();
  },
  /** Any failure but the lock, whose own message the form shows. */
  get submitFailed() {
    return m.account_tier_submission_submit_failed();
  },
  /** The tier could not be read (the toast; the log says it too). */
  get loadFailed() {
    return m.account_tier_submission_load_failed();
  },
  get loading() {
    return m.account_tier_submission_loading();
  },
  /** The error state under the toast, with a Retry button. */
  get loadError() {
    return m.account_tier_submission_load_error();
  },
};
