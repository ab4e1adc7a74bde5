import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Copy of the public gym wall (issue #19): the setup, the profile, the wall page and the privacy policy use it.
 * Getters: each reads its message in the page's language when shown.
 */
export const WALL_MESSAGES = {
  /** The opt-in, word for word from the issue. */
  get showOnWallLabel() {
    return m.wall_show_on_wall_label();
  },
  /** What the wall shows about a supporter, said wherever they choose. */
  get whatIsShown() {
    return m.wall_what_is_shown();
  },
  /** How to take it down. */
  get howToTakeDown() {
    return m.wall_how_to_take_down();
  },
  /** Under the locked setup: where the choice lives now. */
  get changeOnProfile() {
    return m.wall_change_on_profile();
  },
  get saved() {
    return m.wall_saved();
  },
  get saveFailed() {
    return m.wall_save_failed();
  },
  get hiddenByAdmin() {
    return m.wall_hidden_by_admin();
  },
  get loading() {
    return m.wall_loading();
  },
  get loadFailed() {
    return m.wall_load_failed();
  },
  get moreFailed() {
    return m.wall_more_failed();
  },
  get empty() {
    return m.wall_empty();
  },
  get emptyLead() {
    return m.wall_empty_lead();
  },
  get tierEmpty() {
    return m.wall_tier_empty();
  },
  get yourSpot() {
    return m.wall_your_spot();
  },
} as const;
