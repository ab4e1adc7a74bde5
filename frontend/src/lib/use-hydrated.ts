import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true from the next render on (and
 * from the first render of a page the client renders itself). What only the browser knows (a stored
 * session, the viewport) waits for it, so the first client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
