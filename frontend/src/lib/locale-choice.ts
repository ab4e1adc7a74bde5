/**
 * Where the visitor's chosen language is kept, and the mark of a link that chooses one. Apart from
 * remembered-locale.ts, with no imports: the build loads it into a prerendered page's boot module
 * (frontend/prerender/boot-module.ts), which remembers a choice clicked before the app runs.
 */

/** The storage key: the footer's menu, the landing's suggestion and the boot module write it. */
export const LOCALE_CHOICE_KEY = 'd1-locale';

/** Marks a link that chooses a language, with the language it chooses. */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice';
