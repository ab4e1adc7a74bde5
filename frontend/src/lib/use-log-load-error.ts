import { useEffect } from 'react';

/** Logs a screen's failed read for whoever investigates it; the screen shows its own error state. */
export function useLogLoadError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
