import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true from the next render on (and
 * from the first render of a page the client renders itself). What only the browser knows (a stored
 * session, the viewport) waits for it, so the first client render matches the prerendered HTML.
 *
 * The switch to true is deferred: React re-renders for it in the background, in slices. Applied at once,
 * it would be an urgent update reaching into parts of the page still waiting to hydrate, which React
 * would then have to hydrate in one long task before applying it.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    ),
  );
}
