import type { MeResponse } from '@shared/api/types/account';
import { BASE_LOCALE, LOCALE_NAMES, LOCALES, type Locale, localePath } from '@shared/locales';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { m } from '@/lib/i18n';
import { loadPage } from '@/lib/load-page';
import { useUpdateLanguage } from '../api/update-language';

const selectClass =
  'h-10 w-full max-w-xs rounded-lg border border-border bg-background px-3 text-text focus-visible:border-primary disabled:opacity-60';

/**
 * The profile's language: the one the store writes to the supporter in. Saved with its own button, not
 * on change (arrowing through a closed select changes it at every step), and once saved the page loads
 * again in that language. An account from before the language was kept reads as English.
 */
export function LanguageSection({ me }: { me: MeResponse }) {
  const id = useId();
  const update = useUpdateLanguage();
  const stored = me.profile?.locale ?? BASE_LOCALE;
  const [choice, setChoice] = useState<Locale>(stored);

  function save() {
    update.mutate({ locale: choice }, { onSuccess: ({ locale }) => loadPage(localePath(locale, '/profile')) });
  }

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="font-display text-3xl text-text">{m.profile_language_title()}</h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-text">
          {m.profile_language_title()}
        </label>
        <p id={`${id}-hint`} className="text-sm text-text-muted">
          {m.profile_language_hint()}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <select
            id={id}
            aria-describedby={`${id}-hint`}
            className={selectClass}
            value={choice}
            disabled={update.isPending}
            onChange={(event) => setChoice(event.target.value as Locale)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <Button disabled={update.isPending || choice === stored} onClick={save}>
            {m.profile_language_save()}
          </Button>
        </div>
      </div>
      {update.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-danger p-3 text-sm">
          <span className="text-text">{m.profile_language_save_failed()}</span>
          <Button variant="outline" disabled={update.isPending} onClick={save}>
            {m.layout_try_again()}
          </Button>
        </div>
      )}
    </Card>
  );
}
