import * as m from '../i18n/paraglide/messages/_index.js';

export const LIMITS = {
  passwordMin: 6,
  nicknameMax: 50,
  jerseyBackNameMax: 20,
  nameMax: 100,
  emailMax: 255,
  subjectMax: 200,
  messageMax: 2000,
  wallReasonMax: 500,
  adminTextMax: 5000,
} as const;

/**
 * Validation messages: the product spec's word for word (docs/product.md §Validation rules), then the API's own for
 * requests no form sends. Getters: each reads the message in the page's language (English on the server), so a
 * schema must read them when it validates, never copy one when it is built.
 */
export const MESSAGES = {
  get emailRequired() {
    return m.validation_email_required();
  },
  get passwordRequired() {
    return m.validation_password_required();
  },
  get passwordTooShort() {
    return m.validation_password_too_short();
  },
  get nicknameRequired() {
    return m.validation_nickname_required();
  },
  get nicknameTooLong() {
    return m.validation_nickname_too_long();
  },
  // Issue #19: the profanity filter's refusal, the same on the form and the server.
  get nicknameRefused() {
    return m.validation_nickname_refused();
  },
  get jerseyRequired() {
    return m.validation_jersey_required();
  },
  get jerseyTooLong() {
    return m.validation_jersey_too_long();
  },
  get nameRequired() {
    return m.validation_name_required();
  },
  get nameTooLong() {
    return m.validation_name_too_long();
  },
  get emailInvalid() {
    return m.validation_email_invalid();
  },
  get emailTooLong() {
    return m.validation_email_too_long();
  },
  get subjectTooLong() {
    return m.validation_subject_too_long();
  },
  get messageRequired() {
    return m.validation_message_required();
  },
  get messageTooLong() {
    return m.validation_message_too_long();
  },
  // Not in the spec: names shown to others refuse characters that hide or reorder text.
  get nicknameNotAllowed() {
    return m.validation_nickname_not_allowed();
  },
  get jerseyNotAllowed() {
    return m.validation_jersey_not_allowed();
  },
  get nameNotAllowed() {
    return m.validation_name_not_allowed();
  },
  get subjectNotAllowed() {
    return m.validation_subject_not_allowed();
  },
  get unknownTier() {
    return m.validation_unknown_tier();
  },
  get unknownStatus() {
    return m.validation_unknown_status();
  },
  get nothingToUpdate() {
    return m.validation_nothing_to_update();
  },
  get adminTextRequired() {
    return m.validation_admin_text_required();
  },
  get adminTextTooLong() {
    return m.validation_admin_text_too_long({ max: LIMITS.adminTextMax });
  },
  get invalidPageSize() {
    return m.validation_invalid_page_size();
  },
  get searchTooLong() {
    return m.validation_search_too_long();
  },
  // Not in the spec: the admin lists' filters.
  get unknownSearchMatch() {
    return m.validation_unknown_search_match();
  },
  get invalidDate() {
    return m.validation_invalid_date();
  },
  get invalidYear() {
    return m.validation_invalid_year();
  },
  get dateRangeReversed() {
    return m.validation_date_range_reversed();
  },
  get wallChoice() {
    return m.validation_wall_choice();
  },
  get wallHiddenChoice() {
    return m.validation_wall_hidden_choice();
  },
  get wallReasonRequired() {
    return m.validation_wall_reason_required();
  },
  get wallReasonTooLong() {
    return m.validation_wall_reason_too_long({ max: LIMITS.wallReasonMax });
  },
  get wallCursorNeedsTier() {
    return m.validation_wall_cursor_needs_tier();
  },
  get twoStepChoice() {
    return m.validation_two_step_choice();
  },
  get updatesChoice() {
    return m.validation_updates_choice();
  },
  get updatesSource() {
    return m.validation_updates_source();
  },
};
