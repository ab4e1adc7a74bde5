import { firstMessage } from '@shared/schemas/first-message';
import type { z } from 'zod';
import { BadRequestError } from './errors';

/** Parses input with a shared schema; a failure is a 400 carrying the schema's first message. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(firstMessage(result.error));
  return result.data;
}
