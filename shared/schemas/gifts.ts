// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { GIFT_MESSAGE_MAX } from '../gifts';
import * as m from '../i18n/paraglide/messages/_index.js';
import { isNicknameAllowed } from '../nickname-filter';
import { LIMITS } from './messages';

/**
 * Characters a gift message must not carry: those displayText refuses in names (control, format and
 * separator characters hide or reorder text), but a line break is a message's own.
 */
const NOT_ALLOWED = /[\p{Cf}\p{Zl}\p{Zp}]|[^\P{Cc}\n]/u;

// The refusals are the messages themselves, read as the schema validates: in the page's or the request's
// language, and only these in a Lambda's bundle (GIFT_MESSAGES would bring every one of its getters').

/** The message: NFC, trimmed, line breaks kept, filtered like nicknames; an empty one is none. */
const giftMessage = z.pipe(
  z.optional(
    z.string({ error: () => m.account_gift_message_not_allowed() }).check(
      z.normalize('NFC'),
      z.trim(),
      z.maxLength(GIFT_MESSAGE_MAX, { error: () => m.account_gift_message_too_long({ max: GIFT_MESSAGE_MAX }) }),
      // The word check first, so a word disguised with zero-width characters is refused as the word.
      z.refine((value: string) => isNicknameAllowed(value), { error: () => m.account_gift_message_not_allowed() }),
      z.refine((value: string) => !NOT_ALLOWED.test(value), { error: () => m.account_gift_message_not_allowed() }),
    ),
  ),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/** POST /checkout's `gift` (shared/api/types/gifts.ts GiftOrder): who the tier is for, and what to tell them. */
export const giftOrderSchema = z.object({
  email: z.pipe(
    z
      .string({ error: () => m.account_gift_email_required() })
      .check(
        z.trim(),
        z.minLength(1, { error: () => m.account_gift_email_required() }),
        z.maxLength(LIMITS.emailMax, { error: () => m.account_gift_email_invalid() }),
      ),
    z.email({ error: () => m.account_gift_email_invalid() }),
  ),
  message: giftMessage,
  showSender: z.boolean(),
});

export type GiftOrderParsed = z.infer<typeof giftOrderSchema>;
