/**
 * The update sender's runs on the local stack: right after an admin starts a send (the cloud invokes
 * the Lambda then) and on the reconciler's timer (the cloud's schedule, see reconcile-timer.ts, which
 * asks for it through `POST /_local/updates/run`). A run that stopped at its deadline is followed by
 * another; whatever it queued is sent by the outbox's sweep.
 */
import type { LoadHandler } from './handler-modules';
import { lambdaContext } from './lambda-events';
import { type SerialRuns, serialRuns } from './serial-runs';

/** What one run of the update sender did (its handler's answer). */
export interface UpdateSenderResult {
  runs: { updateId: string; queued: number; finished: boolean }[];
}

/** Runs the update sender once, as the schedule does, until no update it holds is left unfinished. */
export async function runUpdateSender(loadHandler: LoadHandler): Promise<UpdateSenderResult> {
  const handler = await loadHandler('update-sender');
  const all: UpdateSenderResult = { runs: [] };
  for (;;) {
    const result = (await handler({ source: 'local' }, lambdaContext('d1-local-update-sender'))) as UpdateSenderResult;
    all.runs.push(...result.runs);
    if (!result.runs.some((run) => !run.finished)) return all;
  }
}

export function startUpdateSendRuns(
  loadHandler: LoadHandler,
  afterRun: () => Promise<void>,
  log: (line: string) => void,
): SerialRuns {
  const runOnce = async () => {
    await runUpdateSender(loadHandler);
    await afterRun();
  };
  return serialRuns(runOnce, (error) => log(`[updates] sending failed: ${error.message}`), 0);
}
