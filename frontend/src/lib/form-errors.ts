import { firstMessage, type ValidationFailure } from '@shared/schemas/first-message';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Forms show only the first validation message (docs/product.md §Validation rules); this returns it keyed by its field so the
 * message sits under the input it concerns.
 */
export function firstFieldError(error: ValidationFailure): FieldErrors {
  const field = error.issues[0]?.path[0];
  return { [typeof field === 'string' ? field : 'form']: firstMessage(error) };
}
