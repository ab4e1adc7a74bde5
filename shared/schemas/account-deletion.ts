// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '../account-messages';
import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from '../two-step-messages';
import { MESSAGES } from './messages';

/**
 * POST /me/deletion and the dialog that sends it: the confirmation word typed exactly, the
 * account's password, and (for an account with two-step sign-in) its current 6-digit code.
 */
export const accountDeletionSchema = z.object({
  confirm: z
    .string({ error: () => ACCOUNT_MESSAGES.typeDelete })
    .check(z.refine((typed) => typed === DELETE_CONFIRMATION_WORD, { error: () => ACCOUNT_MESSAGES.typeDelete })),
  password: z
    .string({ error: () => MESSAGES.passwordRequired })
    .check(z.minLength(1, { error: () => MESSAGES.passwordRequired })),
  code: z.optional(
    z
      .string({ error: () => TWO_STEP_MESSAGES.invalidCode })
      .check(z.regex(TOTP_CODE_PATTERN, { error: () => TWO_STEP_MESSAGES.invalidCode })),
  ),
});

export type AccountDeletionRequest = z.input<typeof accountDeletionSchema>;
