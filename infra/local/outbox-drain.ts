/**
 * Locally there are no DynamoDB Streams, so the email sender's sweep runs right after each API
 * request (a request may have written an outbox email) and on a short timer (emails that waited for
 * the SES emulator). Runs never overlap: a kick during a run asks for one more run after it.
 */
import type { LoadHandler } from './handler-modules';
import { lambdaContext } from './lambda-events';
import { type SerialRuns, serialRuns } from './serial-runs';

const EMAIL_SWEEP_SECONDS = 5;

export function startOutboxDrainer(
  loadHandler: LoadHandler,
  log: (line: string) => void,
  seconds = EMAIL_SWEEP_SECONDS,
): SerialRuns {
  const runOnce = async () => {
    const handler = await loadHandler('email-sender');
    const result = (await handler({ source: 'local' }, lambdaContext('d1-local-email-sender'))) as {
      failed?: number;
    };
    if (result?.failed) log(`[email] ${result.failed} email(s) not sent yet; they wait in the outbox`);
  };
  return serialRuns(runOnce, (error) => log(`[email] sending failed: ${error.message}`), seconds);
}
