import { RECONCILE_PATH, UPDATES_RUN_PATH } from './api-server';

/** How often the local stack runs the payments reconciler (D1_RECONCILE_SECONDS; 0 turns it off). */
export function reconcileSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.D1_RECONCILE_SECONDS;
  if (raw === undefined || raw === '') return 60;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`D1_RECONCILE_SECONDS must be 0 or more, not "${raw}"`);
  return seconds;
}

/**
 * Runs the reconciler through the local API every `seconds`, as the cloud's schedule does, and says
 * so when it corrected something (a payment whose events were withheld, for example); then the
 * update sender, whose schedule resumes every update send that stopped.
 */
export function startReconcileTimer(apiUrl: string, seconds: number, log: (line: string) => void) {
  let running: Promise<void> | undefined;
  const run = async () => {
    const response = await fetch(`${apiUrl}${RECONCILE_PATH}`, { method: 'POST' });
    const body = (await response.json()) as { corrections?: unknown[] };
    const count = body.corrections?.length ?? 0;
    if (count > 0) log(`[reconciler] applied ${count} payment change(s) the store had missed`);
    const updates = await fetch(`${apiUrl}${UPDATES_RUN_PATH}`, { method: 'POST' });
    if (!updates.ok) log(`[updates] the scheduled run failed (${updates.status})`);
  };
  const timer =
    seconds > 0
      ? setInterval(() => {
          running ??= run()
            .catch((error: Error) => log(`[reconciler] run failed: ${error.message}`))
            .finally(() => {
              running = undefined;
            });
        }, seconds * 1000)
      : undefined;
  timer?.unref();
  return {
    async close() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
