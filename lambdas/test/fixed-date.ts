/**
 * Fixes `Date` at `now` for a test while timers, promises and I/O run for real (the AWS SDK and
 * DynamoDB Local need them): rate-limit windows and the like then do not move however slow the machine.
 * Undo with `jest.useRealTimers()`.
 */
export function fixDateAt(now: Date | string | number): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
