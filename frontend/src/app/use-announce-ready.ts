import { useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { APP_READY_EVENT } from './first-page';

let announced = false;

/**
 * Announces APP_READY_EVENT, once per page load, when the screen that calls it has hydrated (its effects
 * run only then, lazy chunk and all) and rendered its browser-only state.
 */
export function useAnnounceReady(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || announced) return;
    announced = true;
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, [hydrated]);
}
