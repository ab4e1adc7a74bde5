// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES } from '../gifts';
import { isNicknameAllowed } from '../nickname-filter';
import { LIMITS } from './messages';

/**
 * Characters a gift message must not carry: those displayText refuses in names (control, format and
 * separator characters hide or reorder text), but a line break is a message's own.
 */
const NOT_ALLOWED = /[\p{Cf}\p{Zl}\p{Zp}]|[^\P{Cc}\n]/u;

/** The message: NFC, trimmed, line breaks kept, filtered like nicknames; an empty one is none. */
const giftMessage = z.pipe(
  z.optional(
    z.string({ error: GIFT_MESSAGES.messageNotAllowed }).check(
      z.normalize('NFC'),
      z.trim(),
      z.maxLength(GIFT_MESSAGE_MAX, GIFT_MESSAGES.messageTooLong),
      // The word check first, so a word disguised with zero-width characters is refused as the word.
      z.refine((value: string) => isNicknameAllowed(value), GIFT_MESSAGES.messageNotAllowed),
      z.refine((value: string) => !NOT_ALLOWED.test(value), GIFT_MESSAGES.messageNotAllowed),
    ),
  ),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

/** POST /checkout's `gift` (shared/api/types/gifts.ts GiftOrder): who the tier is for, and what to tell them. */
export const giftOrderSchema = z.object({
  email: z.pipe(
    z
      .string({ error: GIFT_MESSAGES.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, GIFT_MESSAGES.emailRequired),
        z.maxLength(LIMITS.emailMax, GIFT_MESSAGES.emailInvalid),
      ),
    z.email(GIFT_MESSAGES.emailInvalid),
  ),
  message: giftMessage,
  showSender: z.boolean(),
});

export type GiftOrderParsed = z.infer<typeof giftOrderSchema>;
