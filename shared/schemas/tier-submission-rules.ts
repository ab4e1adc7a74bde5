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

/** The two setup forms around a nickname rule: nickname only, or nickname and jersey back name. */
function setupForms(nickname: ReturnType<typeof displayText>) {
  return {
    nicknameOnly: z.object({ nickname, showOnWall }),
    nicknameAndJersey: z.object({ nickname, jerseyBackName, showOnWall }),
  };
}

type SetupForm = ReturnType<typeof setupForms>[keyof ReturnType<typeof setupForms>];

/** PUT /me/tier-submission's body, as the client sends it. */
export type TierSubmissionRequest = z.input<SetupForm>;

/** The setup as the schema leaves it (the wall choice false when left out). */
export type TierSubmissionInput = z.output<SetupForm>;

/** The setup form's schema for a tier: nickname for every tier, jersey back name only where the tier asks for it. */
export type TierSubmissionSchema = (tier: Pick<Tier, 'setupFields'>) => SetupForm;

/**
 * The setup form's rules around a nickname check, the profanity filter (shared/nickname-filter.ts):
 * tier-submission.ts gives it to the form at once; the account Lambda loads it on its first setup.
 */
export function tierSubmissionRules(isNicknameAllowed: (nickname: string) => boolean): TierSubmissionSchema {
  // Every nickname may reach the public gym wall, so every one passes the profanity filter.
  const { nicknameOnly, nicknameAndJersey } = setupForms(
    displayText({
      required: MESSAGES.nicknameRequired,
      max: LIMITS.nicknameMax,
      tooLong: MESSAGES.nicknameTooLong,
      notAllowed: MESSAGES.nicknameNotAllowed,
      moderation: { isAllowed: isNicknameAllowed, refused: MESSAGES.nicknameRefused },
    }),
  );
  return (tier) => (tier.setupFields.includes('jerseyBackName') ? nicknameAndJersey : nicknameOnly);
}
