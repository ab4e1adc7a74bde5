// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import type { Tier } from '../tiers';
import { LIMITS, MESSAGES } from './messages';

const nickname = z
  .string({ error: MESSAGES.nicknameRequired })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.nicknameRequired),
    z.maxLength(LIMITS.nicknameMax, MESSAGES.nicknameTooLong),
  );

const jerseyBackName = z
  .string({ error: MESSAGES.jerseyRequired })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.jerseyRequired),
    z.maxLength(LIMITS.jerseyBackNameMax, MESSAGES.jerseyTooLong),
  );

const nicknameOnly = z.object({ nickname });
const nicknameAndJersey = z.object({ nickname, jerseyBackName });

export interface TierSubmissionInput {
  nickname: string;
  jerseyBackName?: string;
}

/** The tier setup form for a tier: nickname for every tier, jersey back name only where the tier asks for it. */
export function tierSubmissionSchema(tier: Pick<Tier, 'setupFields'>): z.ZodMiniType<TierSubmissionInput> {
  return tier.setupFields.includes('jerseyBackName') ? nicknameAndJersey : nicknameOnly;
}
