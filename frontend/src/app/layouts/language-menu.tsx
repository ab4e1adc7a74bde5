import { LOCALE_NAMES, LOCALES, type Locale, localePath } from '@shared/locales';
import { isScreenPath } from '@shared/screen-paths';
import { useLocation } from 'react-router-dom';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';
import { LOCALE_CHOICE_ATTRIBUTE } from '@/lib/locale-choice';
import { rememberLocale } from '@/lib/remembered-locale';
import { useSaveLanguageChoice } from '@/lib/save-language-choice';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The footer's languages, each named in its own: plain links to the same page under the other
 * prefix, so the page loads again in that language (no message re-renders in place). The router's
 * location is the route inside the prefix, as the prerendered page was built for it.
 */
export function LanguageMenu() {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  // A signed-in supporter's choice is kept on their profile too, for the emails (PUT /me/language).
  const saveChoice = useSaveLanguageChoice();
  const current = pageLocale();
  // An address no screen claims is the not-found page, prerendered once for them all: each language's
  // home is the page to offer there. The query, which the prerendered page was built without, joins
  // once the page has hydrated: the server and the browser's first render agree on every link.
  const query = hydrated ? search : '';
  const route = isScreenPath(pathname) ? (`${pathname}${query}` as `/${string}`) : '/';
  return (
    <nav aria-label={m.layout_language_menu()} className="flex flex-wrap gap-x-4 gap-y-2">
      {LOCALES.map((locale: Locale) => (
        <a
          key={locale}
          href={localePath(locale, route)}
          hrefLang={locale}
          lang={locale}
          {...{ [LOCALE_CHOICE_ATTRIBUTE]: locale }}
          aria-current={locale === current ? 'true' : undefined}
          onClick={(event) => {
            rememberLocale(locale);
            saveChoice(event, locale);
          }}
          className="rounded hover:text-text aria-[current]:font-semibold aria-[current]:text-text"
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}
