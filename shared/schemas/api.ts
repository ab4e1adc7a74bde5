// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { HTTP_MESSAGES } from '../http-messages';
import { TICKET_STATUSES } from '../tickets';
import { TIER_IDS } from '../tiers';
import { LIMITS, MESSAGES } from './messages';

const PAGE_SIZE_MAX = 100;

const eventId = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
const cookieValue = z.optional(z.string().check(z.trim(), z.maxLength(500)));

/** POST /checkout: only a tier id (and the pixel event id); any price the client sends is dropped. */
export const checkoutRequestSchema = z.object({
  tierId: z.enum(TIER_IDS, { error: MESSAGES.unknownTier }),
  eventId,
});

const NO_SESSION = CHECKOUT_MESSAGES.noSession;

/** POST /checkout/verify. */
export const verifyRequestSchema = z.object({
  sessionId: z.string({ error: NO_SESSION }).check(z.trim(), z.minLength(1, NO_SESSION), z.maxLength(255, NO_SESSION)),
  eventId,
  fbp: cookieValue,
  fbc: cookieValue,
});

const adminText = z.optional(
  z.string({ error: MESSAGES.adminTextRequired }).check(z.maxLength(LIMITS.adminTextMax, MESSAGES.adminTextTooLong)),
);

/** PATCH /admin/contacts/{id}: any of status, internal notes and the response to the user. */
export const contactPatchSchema = z
  .object({
    status: z.optional(z.enum(TICKET_STATUSES, { error: MESSAGES.unknownStatus })),
    adminNotes: adminText,
    adminResponse: adminText,
  })
  .check(
    z.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      error: MESSAGES.nothingToUpdate,
    }),
  );

const INVALID_PAGE_SIZE = MESSAGES.invalidPageSize;

/** Query string of every paginated admin list. */
export const pageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1000, HTTP_MESSAGES.invalidCursor))),
  limit: z.optional(
    z.pipe(
      z.coerce.number({ error: INVALID_PAGE_SIZE }),
      z.int({ error: INVALID_PAGE_SIZE }).check(z.gte(1, INVALID_PAGE_SIZE), z.lte(PAGE_SIZE_MAX, INVALID_PAGE_SIZE)),
    ),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(255, MESSAGES.searchTooLong))),
});

/** Query string of the paged CSV export: only the cursor. */
export const cursorQuerySchema = z.pick(pageQuerySchema, { cursor: true });

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type VerifyRequest = z.input<typeof verifyRequestSchema>;
export type ContactPatchRequest = z.input<typeof contactPatchSchema>;
export type ContactPatch = z.infer<typeof contactPatchSchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
