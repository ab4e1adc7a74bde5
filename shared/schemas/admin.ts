// zod/mini, like the other shared schemas: the admin panel's forms and the admin Lambda validate alike.
import * as z from 'zod/mini';
import { ADMIN_MESSAGES } from '../admin-messages';
import { pageQuerySchema } from './api';
import { LIMITS, MESSAGES } from './messages';

const { refundAmountInvalid, refundReasonRequired, refundRequestIdInvalid } = ADMIN_MESSAGES;

/**
 * POST /admin/payments/{paymentIntentId}/refund: the dialog's request id (one refund per request,
 * however often it is sent), an optional amount in cents (all that is left when absent) and a reason.
 */
export const refundRequestSchema = z.object({
  requestId: z.uuid({ error: refundRequestIdInvalid }),
  amountCents: z.optional(
    z
      .number({ error: refundAmountInvalid })
      .check(z.int({ error: refundAmountInvalid }), z.gte(1, refundAmountInvalid)),
  ),
  reason: z
    .string({ error: refundReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, refundReasonRequired),
      z.maxLength(LIMITS.adminTextMax, { error: () => MESSAGES.adminTextTooLong }),
    ),
});

// Contact ids are ULIDs, user ids Cognito subs: anything else names no record.
const recordId = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid id')));

/** GET /admin/audit: a page of every action, or of the actions on one contact or one user. */
export const auditQuerySchema = z.extend(z.pick(pageQuerySchema, { cursor: true, limit: true }), {
  contactId: recordId,
  userId: recordId,
});

export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundRequestInput = z.infer<typeof refundRequestSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
