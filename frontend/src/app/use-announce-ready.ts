import { useEffect } from 'react';
import { STORED_SESSION_ATTRIBUTE } from '@/lib/auth/stored-session';
import { useHydrated } from '@/lib/use-hydrated';
import { APP_READY_EVENT } from './first-page';

let announced = false;

/**
 * Announces APP_READY_EVENT, once per page load, when the screen that calls it has hydrated (its effects
 * run only then, lazy chunk and all) and rendered its browser-only state. Only then does the page lose
 * the boot module's stored-session mark, which hides the prerendered signed-out controls: the screen
 * hydrates in a Suspense boundary of its own, after the top bar, and a control shown any earlier would
 * still be the prerendered one, which the screen's first session-aware render replaces.
 */
export function useAnnounceReady(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || announced) return;
    announced = true;
    document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, [hydrated]);
}
