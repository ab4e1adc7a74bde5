import type { Locale } from '@shared/locales';
import { type MouseEvent, useCallback, useContext } from 'react';
import { api } from './api-client';
import { AuthContext } from './auth/auth-context';
import { loadPage } from './load-page';

/** How long a language switch waits for the profile to take the language: a slow API never holds the page. */
const LANGUAGE_SAVE_TIME_LIMIT_MS = 1500;

export type LanguageSaveOutcome = 'saved' | 'failed' | 'timed-out';

/**
 * Keeps a signed-in supporter's language on their profile (PUT /me/language), so the store's emails
 * follow it. Waits for the answer, never longer than the time limit, and never throws: the page moves
 * to the language whatever happens, and the profile screen shows what was kept.
 */
export async function saveLanguageChoice(
  locale: Locale,
  timeLimitMs = LANGUAGE_SAVE_TIME_LIMIT_MS,
): Promise<LanguageSaveOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<LanguageSaveOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timed-out');
    }, timeLimitMs);
  });
  const saved = api('PUT /me/language', { body: { locale }, signal: controller.signal }).then(
    (): LanguageSaveOutcome => 'saved',
    (): LanguageSaveOutcome => 'failed',
  );
  try {
    return await Promise.race([saved, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a click opens the link somewhere else (a new tab or window) and leaves this page as it is. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A language link's click handler: for a signed-in supporter, the link waits for the language to be
 * kept on their profile (saveLanguageChoice, at most its time limit) and then loads the page in it;
 * a new tab gets the link at once while this page saves. Signed out, the link is a plain link.
 */
export function useSaveLanguageChoice(): (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => void {
  // Read without useAuth: the footer is also drawn where no session is known yet (a prerendered page).
  const signedIn = useContext(AuthContext)?.status === 'signedIn';
  return useCallback(
    (event, locale) => {
      if (!signedIn || event.defaultPrevented) return;
      if (opensElsewhere(event)) {
        void saveLanguageChoice(locale);
        return;
      }
      event.preventDefault();
      const href = event.currentTarget.getAttribute('href') ?? event.currentTarget.href;
      void saveLanguageChoice(locale).then(() => loadPage(href));
    },
    [signedIn],
  );
}
