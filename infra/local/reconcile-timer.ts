import { RECONCILE_PATH, REMINDERS_PATH, UPDATES_RUN_PATH } from './api-server';

/** How often the local stack runs the payments reconciler (D1_RECONCILE_SECONDS; 0 turns it off). */
export function reconcileSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.D1_RECONCILE_SECONDS;
  if (raw === undefined || raw === '') return 60;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`D1_RECONCILE_SECONDS must be 0 or more, not "${raw}"`);
  return seconds;
}

/**
 * Runs the reconciler, the setup reminder sweep and the update sender through the local API every
 * `seconds`, as the cloud's schedules do, and says so when the reconciler corrected something (a
 * payment whose events were withheld, for example), reminders went out, or the update run failed.
 */
export function startReconcileTimer(apiUrl: string, seconds: number, log: (line: string) => void) {
  let running: Promise<void> | undefined;
  const reconcile = async () => {
    const response = await fetch(`${apiUrl}${RECONCILE_PATH}`, { method: 'POST' });
    const body = (await response.json()) as { corrections?: unknown[] };
    const count = body.corrections?.length ?? 0;
    if (count > 0) log(`[reconciler] applied ${count} payment change(s) the store had missed`);
  };
  const sendUpdates = async () => {
    const response = await fetch(`${apiUrl}${UPDATES_RUN_PATH}`, { method: 'POST' });
    if (!response.ok) log(`[updates] the scheduled run failed (${response.status})`);
  };
  const remind = async () => {
    const response = await fetch(`${apiUrl}${REMINDERS_PATH}`, { method: 'POST' });
    const { sent } = (await response.json()) as { sent?: number };
    if (sent) log(`[reminders] sent ${sent} setup reminder(s)`);
  };
  // Each runs whatever the others did: Stripe being down holds no reminder or update back.
  const run = () =>
    Promise.all([
      reconcile().catch((error: Error) => log(`[reconciler] run failed: ${error.message}`)),
      remind().catch((error: Error) => log(`[reminders] run failed: ${error.message}`)),
      sendUpdates().catch((error: Error) => log(`[updates] run failed: ${error.message}`)),
    ]).then(() => undefined);
  const timer =
    seconds > 0
      ? setInterval(() => {
          running ??= run().finally(() => {
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
