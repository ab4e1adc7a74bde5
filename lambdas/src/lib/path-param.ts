import { NotFoundError } from './errors';

// Ids in paths are Cognito subs (UUIDs) or ULIDs; anything else cannot name a record.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** A path parameter that must look like an id; otherwise the record cannot exist (404 with the given message). */
export function pathId(params: Record<string, string | undefined>, name: string, notFoundMessage: string): string {
  const value = params[name];
  if (!value || !ID_PATTERN.test(value)) throw new NotFoundError(notFoundMessage);
  return value;
}
