/**
 * A start-up failure the developer can act on. Its message is complete, plain prose (what failed,
 * why, what to do); start.ts prints it without a stack trace.
 */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}
