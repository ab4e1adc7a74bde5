import type { z } from 'zod';

/** The first validation message of a failed parse: the one a form shows. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
