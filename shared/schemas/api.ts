// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { HTTP_MESSAGES } from '../http-messages';
import { TICKET_STATUSES } from '../tickets';
import { TIER_IDS } from '../tiers';

export const UNKNOWN_TIER_MESSAGE = 'Unknown tier';
export const UNKNOWN_STATUS_MESSAGE = 'Unknown status';
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';
export const ADMIN_TEXT_MAX = 5000;
export const ADMIN_TEXT_TOO_LONG_MESSAGE = `Text must be less than ${ADMIN_TEXT_MAX} characters`;
const PAGE_SIZE_MAX = 100;
export const ADMIN_TEXT_REQUIRED_MESSAGE = 'Text is required';
export const INVALID_PAGE_SIZE_MESSAGE = 'Invalid page size';
export const SEARCH_TOO_LONG_MESSAGE = 'Search must be less than 255 characters';

const eventId = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
const cookieValue = z.optional(z.string().check(z.trim(), z.maxLength(500)));

/** POST /checkout: only a tier id (and the pixel event id); any price the client sends is dropped. */
export const checkoutRequestSchema = z.object({
  tierId: z.enum(TIER_IDS, { error: UNKNOWN_TIER_MESSAGE }),
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
  z.string({ error: ADMIN_TEXT_REQUIRED_MESSAGE }).check(z.maxLength(ADMIN_TEXT_MAX, ADMIN_TEXT_TOO_LONG_MESSAGE)),
);

/** PATCH /admin/contacts/{id}: any of status, internal notes and the response to the user. */
export const contactPatchSchema = z
  .object({
    status: z.optional(z.enum(TICKET_STATUSES, { error: UNKNOWN_STATUS_MESSAGE })),
    adminNotes: adminText,
    adminResponse: adminText,
  })
  .check(
    z.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      error: NOTHING_TO_UPDATE_MESSAGE,
    }),
  );

const INVALID_PAGE_SIZE = INVALID_PAGE_SIZE_MESSAGE;

/** Query string of every paginated admin list. */
export const pageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1000, HTTP_MESSAGES.invalidCursor))),
  limit: z.optional(
    z.pipe(
      z.coerce.number({ error: INVALID_PAGE_SIZE }),
      z.int({ error: INVALID_PAGE_SIZE }).check(z.gte(1, INVALID_PAGE_SIZE), z.lte(PAGE_SIZE_MAX, INVALID_PAGE_SIZE)),
    ),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(255, SEARCH_TOO_LONG_MESSAGE))),
});

/** Query string of the paged CSV export: only the cursor. */
export const cursorQuerySchema = z.pick(pageQuerySchema, { cursor: true });

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
export type ContactPatch = z.infer<typeof contactPatchSchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
