import { useEffect } from 'react';

/** Admin read failures are logged only, with no message on screen (SPEC §8). */
export function useLogError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
