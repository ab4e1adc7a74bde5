import { type Locale, localeFromAcceptLanguage, localePath } from '@shared/locales';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';
import { LOCALE_CHOICE_ATTRIBUTE } from '@/lib/locale-choice';
import { rememberedLocale, rememberLocale } from '@/lib/remembered-locale';

/** The language the visitor chose before, else the first of the store's their browser asks for. */
function wantedLocale(): Locale | null {
  return rememberedLocale() ?? localeFromAcceptLanguage(navigator.languages?.join(','));
}

/**
 * A visitor whose language is not the page's is offered the same page in theirs, in their language,
 * never sent there. Read after hydration (the prerendered page knows nothing of the visitor), and laid
 * over the page under the top bar rather than in its flow, so nothing on the page moves when it shows.
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => {
    const wanted = wantedLocale();
    setSuggested(wanted !== null && wanted !== pageLocale() ? wanted : null);
  }, []);

  if (suggested === null) return null;
  const locale = { locale: suggested };
  const dismiss = () => {
    rememberLocale(pageLocale());
    setSuggested(null);
  };
  return (
    <section
      aria-label={m.layout_suggest_label({}, locale)}
      lang={suggested}
      className="fixed inset-x-0 top-16 z-30 px-4 pt-2 md:px-6"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-surface-raised px-4 py-3 text-sm text-text shadow-card">
        <p className="min-w-0 flex-1">
          {m.layout_suggest_language({}, locale)}{' '}
          <a
            href={localePath(suggested, `${pathname}${search}` as `/${string}`)}
            hrefLang={suggested}
            {...{ [LOCALE_CHOICE_ATTRIBUTE]: suggested }}
            onClick={() => rememberLocale(suggested)}
            className="rounded font-semibold text-accent underline underline-offset-4"
          >
            {m.layout_suggest_open({}, locale)}
          </a>
        </p>
        <Button variant="outline" size="sm" onClick={dismiss}>
          {m.layout_suggest_dismiss({}, locale)}
        </Button>
      </div>
    </section>
  );
}
