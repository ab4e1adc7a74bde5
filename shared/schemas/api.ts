// A namespace import lets bundlers drop zod's unused parts (its locales alone are 255 KB).
import * as z from 'zod';
import { TICKET_STATUSES } from '../tickets';
import { TIER_IDS } from '../tiers';

export const UNKNOWN_TIER_MESSAGE = 'Unknown tier';
export const UNKNOWN_STATUS_MESSAGE = 'Unknown status';
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';
export const ADMIN_TEXT_MAX = 5000;
export const ADMIN_TEXT_TOO_LONG_MESSAGE = `Text must be less than ${ADMIN_TEXT_MAX} characters`;
export const PAGE_SIZE_MAX = 100;

const eventId = z.string().trim().min(1).max(100).optional();
const cookieValue = z.string().trim().max(500).optional();

/** POST /checkout: only a tier id (and the pixel event id); any price the client sends is dropped. */
export const checkoutRequestSchema = z.object({
  tierId: z.enum(TIER_IDS, { error: UNKNOWN_TIER_MESSAGE }),
  eventId,
});

/** POST /checkout/verify. */
export const verifyRequestSchema = z.object({
  sessionId: z
    .string({ error: 'No payment session found' })
    .trim()
    .min(1, 'No payment session found')
    .max(255, 'No payment session found'),
  eventId,
  fbp: cookieValue,
  fbc: cookieValue,
});

const adminText = z.string({ error: 'Text is required' }).max(ADMIN_TEXT_MAX, ADMIN_TEXT_TOO_LONG_MESSAGE);

/** PATCH /admin/contacts/{id}: any of status, internal notes and the response to the user. */
export const contactPatchSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: UNKNOWN_STATUS_MESSAGE }).optional(),
    adminNotes: adminText.optional(),
    adminResponse: adminText.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: NOTHING_TO_UPDATE_MESSAGE,
  });

/** Query string of every paginated admin list. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(1000, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: 'Invalid page size' })
    .int('Invalid page size')
    .min(1, 'Invalid page size')
    .max(PAGE_SIZE_MAX, 'Invalid page size')
    .optional(),
  q: z.string().trim().max(255, 'Search must be less than 255 characters').optional(),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
export type ContactPatch = z.infer<typeof contactPatchSchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
