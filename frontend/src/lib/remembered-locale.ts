import { LOCALES, type Locale } from '@shared/locales';
import { LOCALE_CHOICE_KEY } from './locale-choice';

/** The language the visitor chose here before, or null; never read while a prerendered page hydrates. */
export function rememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_CHOICE_KEY);
    return LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    // Storage refused (a private window, a blocked site): no choice is known.
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Without storage the choice lasts as long as the page: the address keeps the language anyway.
  }
}
