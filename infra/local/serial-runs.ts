/**
 * A local stand-in for a Lambda woken by events and by a schedule: `kick` runs it now, or right after
 * the run in progress (kicks during a run ask for one more run after it, never for overlapping
 * runs); a timer kicks it every `seconds` (0: only kicks).
 */
export interface SerialRuns {
  /** Runs now (or right after the run in progress); resolves when done. */
  kick(): Promise<void>;
  close(): Promise<void>;
}

export function serialRuns(runOnce: () => Promise<void>, onError: (error: Error) => void, seconds: number): SerialRuns {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const kick = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch(onError);
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = seconds > 0 ? setInterval(() => void kick(), seconds * 1000) : undefined;
  timer?.unref();
  return {
    kick,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
