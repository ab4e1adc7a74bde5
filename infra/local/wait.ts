/** Waiting for a part to answer, with a failure that names the part and shows its last log lines. */
import { LocalStackError } from './errors';
import type { SupervisedProcess } from './supervised-process';

export interface WaitOptions {
  /** The part's name as the developer knows it, e.g. "DynamoDB Local". */
  name: string;
  timeoutMs: number;
  intervalMs?: number;
  /** When given, its early exit ends the wait at once and its log tail goes into the message. */
  process?: SupervisedProcess;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with the probe's first truthy result; throws a LocalStackError on timeout or exit. */
export async function waitUntil<T>(probe: () => Promise<T | undefined>, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    if (options.process?.hasExited()) {
      throw new LocalStackError(describeFailure(options, 'stopped before it answered', lastError));
    }
    try {
      const result = await probe();
      if (result) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const seconds = Math.round(options.timeoutMs / 1000);
      throw new LocalStackError(describeFailure(options, `did not answer within ${seconds} s`, lastError));
    }
    await sleep(options.intervalMs ?? 100);
  }
}

function describeFailure(options: WaitOptions, what: string, lastError: unknown): string {
  const lines = [`${options.name} ${what}.`];
  if (lastError instanceof Error) lines.push(`Last error: ${lastError.message}`);
  const tail = options.process?.logTail();
  if (options.process && tail) {
    lines.push(`Last lines of its log (${options.process.logFile}):`, indent(tail));
  }
  return lines.join('\n');
}

export function indent(text: string, prefix = '  '): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
