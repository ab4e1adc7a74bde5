import { ENV } from '@shared/contract/lambda-env';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { sendRateFromEnv } from '../../email/send-pace';
import { sesClient } from '../../email/ses-client';
import { currentDeadline } from '../../lib/deadline';
import { requireEnv } from '../../lib/env';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';
import { resumeSendJobs, runSendJob, type SendJobRun } from '../../updates/send-job';
import { quotaBudget, readSendQuota } from '../../updates/send-quota';

/** The stage's reserve for transactional email, required at start like the rate: an update never guesses how much it may use. */
function reserveFromEnv(): number {
  const raw = requireEnv(ENV.transactionalEmailReserve);
  const reserve = Number(raw);
  if (!Number.isFinite(reserve) || reserve <= 0 || reserve >= 1)
    throw new Error(
      `${ENV.transactionalEmailReserve} must be a fraction of the daily quota above 0 and below 1, not "${raw}"`,
    );
  return reserve;
}

// The stage's SES rate, required at start: without it the sender does not run at all (it never guesses).
const rate = sendRateFromEnv();
const reserve = reserveFromEnv();

/** The schedule's (and the local stack's) event names no update: every send waiting for a run is resumed. */
interface SweepEvent {
  source?: string;
}

function isStreamEvent(event: DynamoDBStreamEvent | SweepEvent): event is DynamoDBStreamEvent {
  return Array.isArray((event as DynamoDBStreamEvent).Records);
}

/** The updates the stream names: each moved to `sending` with no run holding it (filtered in CDK). */
function updateIdsOf(event: DynamoDBStreamEvent): string[] {
  const ids = event.Records.map((record) => record.dynamodb?.NewImage?.id?.S);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/**
 * Publishes the /updates pages once a send has finished: its page, the list and the sitemap. A failure
 * throws (the sender's errors alarm), after the update is stored as sent; the next finished send, the
 * next deploy, or a run of the UpdatePages publisher (docs/deploy.md) publishes it then.
 */
async function publishSentUpdates(): Promise<void> {
  const { publishTargetFromSettings, publishUpdatePages } = await import('../../updates/publish-pages');
  await publishUpdatePages(publishTargetFromSettings());
  logger.info('Update pages published');
}

/**
 * Runs the send job of each update the stream names (a send just started, or a run stopped at its
 * deadline), or, on the schedule (every minute), of every update still being sent whose run died.
 */
async function handleSend(event: DynamoDBStreamEvent | SweepEvent): Promise<{ runs: SendJobRun[] }> {
  // The quota is read once an update is to be sent, and only once for the invocation's runs.
  const quota = quotaBudget(async () => readSendQuota(await sesClient()), reserve);
  const options = { rate, deadline: currentDeadline(), quota };
  const runs: SendJobRun[] = [];
  if (isStreamEvent(event)) {
    for (const updateId of updateIdsOf(event)) {
      const run = await runSendJob(updateId, options);
      if (run) runs.push(run);
    }
  } else runs.push(...(await resumeSendJobs(options)));
  for (const run of runs) logger.info('Update send job ran', { ...run });
  if (runs.some((run) => run.finished)) await publishSentUpdates();
  return { runs };
}

export const handler = withLambdaStack(handleSend, []);
