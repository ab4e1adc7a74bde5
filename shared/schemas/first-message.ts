/** What the first-message helpers read of a failed parse (zod's error shape). */
export interface ValidationFailure {
  issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>;
}

/** The first validation message of a failed parse: the one a form shows. */
export function firstMessage(error: ValidationFailure): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
