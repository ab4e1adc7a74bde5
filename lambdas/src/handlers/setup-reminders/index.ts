import { sweepSetupReminders } from '../../data/setup-reminder';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';

/** The schedule's event; the local stack may name the time to sweep at (`now`, ISO 8601) for its tests. */
interface SweepEvent {
  now?: string;
}

/** The scheduled setup reminder sweep: writes the emails of the reminders due (the email sender sends them). */
async function handleSweep(event: SweepEvent): Promise<{ sent: number }> {
  const now = typeof event.now === 'string' ? new Date(event.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`Not a time: ${event.now}`);
  const result = await sweepSetupReminders(now);
  logger.info('Setup reminder sweep finished', { ...result });
  return result;
}

export const handler = withLambdaStack(handleSweep, []);
