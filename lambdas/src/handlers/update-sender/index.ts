import { ENV } from '@shared/contract/lambda-env';
import { currentDeadline } from '../../lib/deadline';
import { requireEnv } from '../../lib/env';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';
import { resumeSendJobs, runSendJob, type SendJobRun } from '../../updates/send-job';

/** The stage's SES rate, required at start: without it the sender does not run at all (it never guesses). */
function sendRateFromEnv(): number {
  const raw = requireEnv(ENV.updateSendRate);
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new Error(`${ENV.updateSendRate} must be a positive number, not "${raw}"`);
  return rate;
}

const rate = sendRateFromEnv();

/** The send route's asynchronous invocation names its update; the schedule (and the local stack) names none. */
interface UpdateSenderEvent {
  updateId?: string;
}

/**
 * Runs the send job of the update the send route started, or, on the schedule (every minute), of
 * every update still being sent whose run stopped or died.
 */
async function handleSend(event: UpdateSenderEvent): Promise<{ runs: SendJobRun[] }> {
  const options = { rate, deadline: currentDeadline() };
  const runs = event.updateId
    ? [await runSendJob(event.updateId, options)].filter((run): run is SendJobRun => run !== null)
    : await resumeSendJobs(options);
  for (const run of runs) logger.info('Update send job ran', { ...run });
  return { runs };
}

export const handler = withLambdaStack(handleSend, []);
