// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import type { Tier } from '../tiers';
import { displayText } from './display-text';
import { LIMITS, MESSAGES } from './messages';

const nickname = displayText({
  required: MESSAGES.nicknameRequired,
  max: LIMITS.nicknameMax,
  tooLong: MESSAGES.nicknameTooLong,
  notAllowed: MESSAGES.nicknameNotAllowed,
});

const jerseyBackName = displayText({
  required: MESSAGES.jerseyRequired,
  max: LIMITS.jerseyBackNameMax,
  tooLong: MESSAGES.jerseyTooLong,
  notAllowed: MESSAGES.jerseyNotAllowed,
});

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
