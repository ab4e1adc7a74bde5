import { BASE_LOCALE } from '@shared/locales';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { formatLongDate } from '@/lib/dates';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';
import { messageParts } from '@/lib/message-parts';

interface LegalPageProps {
  title: string;
  /** The day the text last changed, as YYYY-MM-DD. */
  updated: string;
  /** The page's English title and address: the English text is the binding one. */
  english: { title: string; path: `/${string}` };
  children: ReactNode;
}

/** A static legal page: title, last-updated line, on a translated page a notice that English binds, numbered sections. */
export function LegalPage({ title, updated, english, children }: LegalPageProps) {
  return (
    <Page title={title} subtitle={m.legal_last_updated({ date: formatLongDate(updated) })} className="max-w-3xl">
      {pageLocale() !== BASE_LOCALE && <TranslationNotice english={english} />}
      <div className="flex flex-col gap-8 leading-relaxed text-text-muted [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:text-text [&_strong]:text-text">
        {children}
      </div>
    </Page>
  );
}

/**
 * Only the English terms and policy bind; a translation says so first. The link is a plain one to the
 * root address: a router link would keep the page's language prefix.
 */
function TranslationNotice({ english }: { english: LegalPageProps['english'] }) {
  return (
    <p role="note" className="rounded-lg border border-accent bg-surface p-4 text-text">
      {messageParts((markers) => m.legal_translation_notice(markers), {
        englishLink: (
          <a href={english.path} hrefLang="en" lang="en" className="text-accent underline">
            {english.title}
          </a>
        ),
      })}
    </p>
  );
}
