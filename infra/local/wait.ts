/** Waiting on a condition: the one poll loop, and waiting for a part with a failure that names it. */
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalStackError } from './errors';
import type { SupervisedProcess } from './supervised-process';

export interface PollOptions {
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 100 ms. */
  intervalMs?: number;
  /** Checked before each try; when true the wait ends at once, failing as a timeout does. */
  giveUpIf?: () => boolean;
}

/** What eventually() throws when giveUpIf ends the wait before the first try. */
class GaveUpError extends Error {}

/** Retries a check until it returns without throwing; after the timeout its last failure is thrown. */
export async function eventually<T>(check: () => T | Promise<T>, options: PollOptions = {}): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 100, giveUpIf } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = new GaveUpError('gave up before the first try');
  while (!giveUpIf?.()) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await sleep(intervalMs);
  }
  throw lastError;
}

export interface WaitOptions {
  /** The part's name as the developer knows it, e.g. "DynamoDB Local". */
  name: string;
  timeoutMs: number;
  intervalMs?: number;
  /** When given, its early exit ends the wait at once and its log tail goes into the message. */
  process?: SupervisedProcess;
}

/** A probe's "not yet": a reason to retry, not an error to report. */
const NOT_YET = new Error('not yet');

/** Resolves with the probe's first truthy result; throws a LocalStackError on timeout or exit. */
export async function waitUntil<T>(probe: () => Promise<T | undefined>, options: WaitOptions): Promise<T> {
  const hasExited = () => options.process?.hasExited() ?? false;
  try {
    return await eventually(
      async () => {
        const result = await probe();
        if (!result) throw NOT_YET;
        return result;
      },
      { timeoutMs: options.timeoutMs, intervalMs: options.intervalMs, giveUpIf: hasExited },
    );
  } catch (error) {
    const what = hasExited()
      ? 'stopped before it answered'
      : `did not answer within ${Math.round(options.timeoutMs / 1000)} s`;
    const probeError = error === NOT_YET || error instanceof GaveUpError ? undefined : error;
    throw new LocalStackError(describeFailure(options, what, probeError));
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
