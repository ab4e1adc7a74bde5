// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import type { Tier } from '../tiers';
import { displayText } from './display-text';
import { LIMITS, MESSAGES } from './messages';

const jerseyBackName = displayText({
  required: MESSAGES.jerseyRequired,
  max: LIMITS.jerseyBackNameMax,
  tooLong: MESSAGES.jerseyTooLong,
  notAllowed: MESSAGES.jerseyNotAllowed,
});

/** The opt-in to the public gym wall: off unless the supporter ticks it. */
const showOnWall = z._default(z.boolean({ error: MESSAGES.wallChoice }), false);

export interface TierSubmissionInput {
  nickname: string;
  jerseyBackName?: string;
  showOnWall: boolean;
}

/** The setup form's schema for a tier: nickname for every tier, jersey back name only where the tier asks for it. */
export type TierSubmissionSchema = (tier: Pick<Tier, 'setupFields'>) => z.ZodMiniType<TierSubmissionInput>;

/**
 * The setup form's rules around a nickname check, the profanity filter (shared/nickname-filter.ts):
 * tier-submission.ts gives it to the form at once; the account Lambda loads it on its first setup.
 */
export function tierSubmissionRules(isNicknameAllowed: (nickname: string) => boolean): TierSubmissionSchema {
  // Every nickname may reach the public gym wall, so every one passes the profanity filter.
  const nickname = displayText({
    required: MESSAGES.nicknameRequired,
    max: LIMITS.nicknameMax,
    tooLong: MESSAGES.nicknameTooLong,
    notAllowed: MESSAGES.nicknameNotAllowed,
    moderation: { isAllowed: isNicknameAllowed, refused: MESSAGES.nicknameRefused },
  });
  const nicknameOnly = z.object({ nickname, showOnWall });
  const nicknameAndJersey = z.object({ nickname, jerseyBackName, showOnWall });
  return (tier) => (tier.setupFields.includes('jerseyBackName') ? nicknameAndJersey : nicknameOnly);
}
