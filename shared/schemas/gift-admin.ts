// zod/mini, like the other shared schemas: the admin panel's forms and the admin Lambda validate alike.
import * as z from 'zod/mini';
import { ADMIN_GIFT_STATUSES, GIFT_ADMIN_MESSAGES, GIFT_CANCEL_REASON_MAX } from '../gift-admin-messages';
import { pageQuerySchema } from './api';

/** GET /admin/gifts: a page of paid gifts, all of them or those of one status. */
export const adminGiftsQuerySchema = z.extend(z.pick(pageQuerySchema, { cursor: true, limit: true }), {
  status: z.optional(z.enum(ADMIN_GIFT_STATUSES, { error: GIFT_ADMIN_MESSAGES.statusInvalid })),
});

/**
 * POST /admin/gifts/{giftId}/cancel: the dialog's request id (one cancellation and one refund however
 * often it is sent) and the reason, which is audited and never shown to the buyer.
 */
export const giftCancelRequestSchema = z.object({
  requestId: z.uuid({ error: GIFT_ADMIN_MESSAGES.cancelRequestIdInvalid }),
  reason: z
    .string({ error: GIFT_ADMIN_MESSAGES.cancelReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, GIFT_ADMIN_MESSAGES.cancelReasonRequired),
      z.maxLength(GIFT_CANCEL_REASON_MAX, GIFT_ADMIN_MESSAGES.cancelReasonTooLong),
    ),
});

export type GiftCancelRequestInput = z.infer<typeof giftCancelRequestSchema>;
