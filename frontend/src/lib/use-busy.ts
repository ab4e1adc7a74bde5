import { useCallback, useState } from 'react';

/** Whether an async action is running, and a runner that sets it around the action. */
export function useBusy(): [busy: boolean, run: (work: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
