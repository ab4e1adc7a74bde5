// A namespace import lets bundlers drop zod's unused parts (its locales alone are 255 KB).
import * as z from 'zod';
import type { Tier } from '../tiers';
import { LIMITS, MESSAGES } from './messages';

const nickname = z
  .string({ error: MESSAGES.nicknameRequired })
  .trim()
  .min(1, MESSAGES.nicknameRequired)
  .max(LIMITS.nicknameMax, MESSAGES.nicknameTooLong);

const jerseyBackName = z
  .string({ error: MESSAGES.jerseyRequired })
  .trim()
  .min(1, MESSAGES.jerseyRequired)
  .max(LIMITS.jerseyBackNameMax, MESSAGES.jerseyTooLong);

const nicknameOnly = z.object({ nickname });
const nicknameAndJersey = z.object({ nickname, jerseyBackName });

export interface TierSubmissionInput {
  nickname: string;
  jerseyBackName?: string;
}

/** The tier setup form for a tier: nickname for every tier, jersey back name only where the tier asks for it. */
export function tierSubmissionSchema(tier: Pick<Tier, 'setupFields'>): z.ZodType<TierSubmissionInput> {
  return tier.setupFields.includes('jerseyBackName') ? nicknameAndJersey : nicknameOnly;
}
