import type { GamePlatform } from '@shared/game-messages';
import { platformPathSchema } from '@shared/schemas/game';
import { NotFoundError } from './errors';

// Ids in paths are Cognito subs (UUIDs) or ULIDs; anything else cannot name a record.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** A path parameter that must look like an id; otherwise the record cannot exist (404 with the given message). */
export function pathId(params: Record<string, string | undefined>, name: string, notFoundMessage: string): string {
  const value = params[name];
  if (!value || !ID_PATTERN.test(value)) throw new NotFoundError(notFoundMessage);
  return value;
}

/** The `{platform}` of a supporter's game account in the path; any other value has no account (404 with the given message). */
export function pathPlatform(params: Record<string, string | undefined>, notFoundMessage: string): GamePlatform {
  const parsed = platformPathSchema.safeParse({ platform: params.platform });
  if (!parsed.success) throw new NotFoundError(notFoundMessage);
  return parsed.data.platform;
}
