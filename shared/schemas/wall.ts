// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { HTTP_MESSAGES } from '../http-messages';
import { TIER_IDS } from '../tiers';
import { LIMITS, MESSAGES } from './messages';

/** PATCH /me/wall: the one part of a locked setup a supporter may change. */
export const wallChoiceSchema = z.object({ showOnWall: z.boolean({ error: () => MESSAGES.wallChoice }) });

/** PATCH /admin/users/{userId}/wall: hide or show a supporter's nickname, with the reason kept. */
export const wallModerationSchema = z.object({
  hidden: z.boolean({ error: () => MESSAGES.wallHiddenChoice }),
  reason: z
    .string({ error: () => MESSAGES.wallReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => MESSAGES.wallReasonRequired }),
      z.maxLength(LIMITS.wallReasonMax, { error: () => MESSAGES.wallReasonTooLong }),
    ),
});

/** GET /wall: every tier's first page, or `?tierId=` (and its `cursor`) for one tier's next page. */
export const wallQuerySchema = z
  .object({
    tierId: z.optional(z.enum(TIER_IDS, { error: () => MESSAGES.unknownTier })),
    cursor: z.optional(z.string().check(z.maxLength(1000, { error: () => HTTP_MESSAGES.invalidCursor }))),
  })
  .check(
    z.refine((query) => query.cursor === undefined || query.tierId !== undefined, {
      error: () => MESSAGES.wallCursorNeedsTier,
    }),
  );

export type WallChoiceRequest = z.input<typeof wallChoiceSchema>;
export type WallModerationRequest = z.input<typeof wallModerationSchema>;
export type WallModeration = z.infer<typeof wallModerationSchema>;
export type WallQuery = z.infer<typeof wallQuerySchema>;
