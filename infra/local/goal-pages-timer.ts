import { GOALS_PUBLISH_PATH } from './api-server';

/** How often the local stack publishes the community goals' figures (D1_GOAL_PAGES_SECONDS, as the cloud's 5 minutes by default; 0 turns it off). */
export function goalPagesSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.D1_GOAL_PAGES_SECONDS;
  if (raw === undefined || raw === '') return 300;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`D1_GOAL_PAGES_SECONDS must be 0 or more, not "${raw}"`);
  }
  return seconds;
}

/**
 * Publishes the goals' figures into the stack's landing page and wall through the local API every
 * `seconds`, as the cloud's schedule does; POST /_local/goals/publish does it at once (a journey).
 */
export function startGoalPagesTimer(apiUrl: string, seconds: number, log: (line: string) => void) {
  let running: Promise<void> | undefined;
  const publish = async () => {
    const response = await fetch(`${apiUrl}${GOALS_PUBLISH_PATH}`, { method: 'POST' });
    if (!response.ok) log(`[goals] the scheduled publishing failed (${response.status})`);
  };
  const timer =
    seconds > 0
      ? setInterval(() => {
          running ??= publish()
            .catch((error: Error) => log(`[goals] publishing failed: ${error.message}`))
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
