import { localePath } from '@shared/locales';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';

/** The fallback when a screen throws. Plain markup: the layout may be what failed. */
export function AppErrorScreen() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-4xl text-text">{m.layout_error_title()}</h1>
      <p className="text-text-muted">{m.layout_error_text()}</p>
      {/* A full page load, so a broken client state does not survive the click; to the page's own language. */}
      <a href={localePath(pageLocale(), paths.home)} className="rounded font-semibold text-accent hover:underline">
        {m.layout_return_home()}
      </a>
    </main>
  );
}
