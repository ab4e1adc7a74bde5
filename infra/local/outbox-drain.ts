/**
 * Locally there are no DynamoDB Streams, so the email sender's sweep runs right after each API
 * request (a request may have written an outbox email) and on a short timer (emails that waited for
 * the SES emulator). Runs never overlap: a kick during a run asks for one more run after it.
 */
import type { LoadHandler } from './handler-modules';
import { lambdaContext } from './lambda-events';

export interface OutboxDrainer {
  /** Sends what is pending now (or right after the run in progress); resolves when done. */
  kick(): Promise<void>;
  close(): Promise<void>;
}

const EMAIL_SWEEP_SECONDS = 5;

export function startOutboxDrainer(
  loadHandler: LoadHandler,
  log: (line: string) => void,
  seconds = EMAIL_SWEEP_SECONDS,
): OutboxDrainer {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const runOnce = async () => {
    const handler = await loadHandler('email-sender');
    const result = (await handler({ source: 'local' }, lambdaContext('d1-local-email-sender'))) as {
      failed?: number;
    };
    if (result?.failed) log(`[email] ${result.failed} email(s) not sent yet; they wait in the outbox`);
  };

  const kick = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch((error: Error) => log(`[email] sending failed: ${error.message}`));
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
