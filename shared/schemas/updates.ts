// zod/mini, like the other shared schemas: the admin panel's form and the admin Lambda validate alike.
import * as z from 'zod/mini';
import { TIER_IDS } from '../tiers';
import { UPDATE_LIMITS, UPDATE_MESSAGES } from '../updates';

const { subjectRequired, subjectTooLong, bodyRequired, bodyTooLong, audienceInvalid } = UPDATE_MESSAGES;

const subject = z
  .string({ error: subjectRequired })
  .check(
    z.trim(),
    z.minLength(1, subjectRequired),
    z.maxLength(UPDATE_LIMITS.subjectMax, subjectTooLong),
    z.regex(/^[^\r\n]*$/, subjectTooLong),
  );
const bodyMarkdown = z
  .string({ error: bodyRequired })
  .check(z.trim(), z.minLength(1, bodyRequired), z.maxLength(UPDATE_LIMITS.bodyMax, bodyTooLong));

/** POST /admin/updates/preview: the two renderings of what is being written (nothing is stored). */
export const updatePreviewSchema = z.object({ subject, bodyMarkdown });

/** POST /admin/updates (a new draft) and PUT /admin/updates/{updateId} (the draft edited). */
export const updateDraftSchema = z.object({
  subject,
  bodyMarkdown,
  audienceTierId: z.nullable(z.enum(TIER_IDS, { error: audienceInvalid })),
  supportersOnly: z.boolean({ error: audienceInvalid }),
});

/**
 * POST /admin/updates/{updateId}/send: the number of recipients the confirmation named; the send
 * starts only if it is still that number.
 */
export const updateSendSchema = z.object({
  expectedRecipients: z.number({ error: UPDATE_MESSAGES.recipientsChanged }).check(z.int(), z.gte(0)),
});

export type UpdatePreviewRequest = z.input<typeof updatePreviewSchema>;
export type UpdateDraftRequest = z.input<typeof updateDraftSchema>;
export type UpdateDraftInput = z.infer<typeof updateDraftSchema>;
export type UpdateSendRequest = z.input<typeof updateSendSchema>;
