import { useEffect } from 'react';

/** Logs an admin read failure for whoever investigates it; the page itself shows AdminLoadError. */
export function useLogError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
