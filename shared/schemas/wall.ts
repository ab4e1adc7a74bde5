// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { HTTP_MESSAGES } from '../http-messages';
import { TIER_IDS } from '../tiers';
import { UNKNOWN_TIER_MESSAGE } from './api';
import { LIMITS } from './messages';

export const WALL_CHOICE_MESSAGE = 'Choose whether to show your nickname on the wall';
export const WALL_HIDDEN_MESSAGE = 'Choose whether to hide the nickname';
export const WALL_REASON_REQUIRED_MESSAGE = 'Reason is required';
export const WALL_REASON_TOO_LONG_MESSAGE = `Reason must be less than ${LIMITS.wallReasonMax} characters`;
export const WALL_CURSOR_NEEDS_TIER_MESSAGE = 'A wall cursor needs its tierId';

/** PATCH /me/wall: the one part of a locked setup a supporter may change. */
export const wallChoiceSchema = z.object({ showOnWall: z.boolean({ error: WALL_CHOICE_MESSAGE }) });

/** PATCH /admin/users/{userId}/wall: hide or show a supporter's nickname, with the reason kept. */
export const wallModerationSchema = z.object({
  hidden: z.boolean({ error: WALL_HIDDEN_MESSAGE }),
  reason: z
    .string({ error: WALL_REASON_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, WALL_REASON_REQUIRED_MESSAGE),
      z.maxLength(LIMITS.wallReasonMax, WALL_REASON_TOO_LONG_MESSAGE),
    ),
});

/** GET /wall: every tier's first page, or `?tierId=` (and its `cursor`) for one tier's next page. */
export const wallQuerySchema = z
  .object({
    tierId: z.optional(z.enum(TIER_IDS, { error: UNKNOWN_TIER_MESSAGE })),
    cursor: z.optional(z.string().check(z.maxLength(1000, HTTP_MESSAGES.invalidCursor))),
  })
  .check(
    z.refine((query) => query.cursor === undefined || query.tierId !== undefined, {
      error: WALL_CURSOR_NEEDS_TIER_MESSAGE,
    }),
  );

export type WallModeration = z.infer<typeof wallModerationSchema>;
export type WallQuery = z.infer<typeof wallQuerySchema>;
