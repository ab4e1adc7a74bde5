import { firstMessage } from '@shared/schemas/first-message';
import type { ZodMiniType } from 'zod/mini';
import { BadRequestError } from './errors';

/** Parses input with a shared schema; a failure is a 400 carrying the schema's first message. */
export function parseInput<T>(schema: ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(firstMessage(result.error));
  return result.data;
}
