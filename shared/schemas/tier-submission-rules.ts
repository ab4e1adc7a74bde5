// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { type CarriedSetup, setupFieldsToAsk } from '../tier-setup';
import type { Tier } from '../tiers';
import { displayText } from './display-text';
import { LIMITS, MESSAGES } from './messages';

const jerseyBackName = displayText({
  required: () => MESSAGES.jerseyRequired,
  max: LIMITS.jerseyBackNameMax,
  tooLong: () => MESSAGES.jerseyTooLong,
  notAllowed: () => MESSAGES.jerseyNotAllowed,
});

const wallChoice = z.boolean({ error: () => MESSAGES.wallChoice });

/** The opt-in to the public gym wall: off unless the supporter ticks it. */
const showOnWall = z._default(wallChoice, false);

/**
 * The setup forms around a nickname rule: a first setup's (nickname only, or nickname and jersey back
 * name), and a later tier's, whose nickname an earlier setup locked: it asks what the tier adds, takes
 * the nickname again only to check it, and leaves the wall choice as it stands unless given.
 */
function setupForms(nickname: ReturnType<typeof displayText>) {
  const keptNickname = z.optional(nickname);
  const keptWallChoice = z.optional(wallChoice);
  return {
    nicknameOnly: z.object({ nickname, showOnWall }),
    nicknameAndJersey: z.object({ nickname, jerseyBackName, showOnWall }),
    nothingAdded: z.object({ nickname: keptNickname, showOnWall: keptWallChoice }),
    jerseyAdded: z.object({ nickname: keptNickname, jerseyBackName, showOnWall: keptWallChoice }),
  };
}

type SetupForms = ReturnType<typeof setupForms>;
type FirstSetupForm = SetupForms['nicknameOnly' | 'nicknameAndJersey'];
type SetupForm = SetupForms[keyof SetupForms];

/** PUT /me/tier-submission's body, as the client sends it. */
export type TierSubmissionRequest = z.input<SetupForm>;

/** The body as the schema leaves it: a later tier's may lack the nickname and the wall choice. */
export type TierSubmissionAnswers = z.output<SetupForm>;

/** A whole setup, as stored: a first setup's answers (the wall choice false when left out), or shared/tier-setup.ts's completion. */
export type TierSubmissionInput = z.output<FirstSetupForm>;

/**
 * The setup form's schema for a tier: nickname for every tier, jersey back name only where the tier asks
 * for it; with the supporter's earlier setup, only what the tier adds to it.
 */
export type TierSubmissionSchema = (tier: Pick<Tier, 'setupFields'>, earlier?: CarriedSetup | null) => SetupForm;

/**
 * The setup form's rules around a nickname check, the profanity filter (shared/nickname-filter.ts):
 * tier-submission.ts gives it to the form at once; the account Lambda loads it on its first setup.
 */
export function tierSubmissionRules(isNicknameAllowed: (nickname: string) => boolean): TierSubmissionSchema {
  // Every nickname may reach the public gym wall, so every one passes the profanity filter.
  const { nicknameOnly, nicknameAndJersey, nothingAdded, jerseyAdded } = setupForms(
    displayText({
      required: () => MESSAGES.nicknameRequired,
      max: LIMITS.nicknameMax,
      tooLong: () => MESSAGES.nicknameTooLong,
      notAllowed: () => MESSAGES.nicknameNotAllowed,
      moderation: { isAllowed: isNicknameAllowed, refused: () => MESSAGES.nicknameRefused },
    }),
  );
  return (tier, earlier = null) => {
    const asksJersey = setupFieldsToAsk(tier, null, earlier).includes('jerseyBackName');
    if (earlier) return asksJersey ? jerseyAdded : nothingAdded;
    return asksJersey ? nicknameAndJersey : nicknameOnly;
  };
}
