// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { CREATOR_CODE_MESSAGES, normalizeCreatorCode } from '../creator-codes';
import { HTTP_MESSAGES } from '../http-messages';
import * as m from '../i18n/paraglide/messages/_index.js';
import { CONTACT_LIST_STATUSES, TICKET_STATUSES } from '../tickets';
import { TIER_IDS } from '../tiers';
import { giftOrderSchema } from './gifts';
import { LIMITS, MESSAGES } from './messages';

const PAGE_SIZE_MAX = 100;

const eventId = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
const cookieValue = z.optional(z.string().check(z.trim(), z.maxLength(500)));

/** Read when a code is refused, so the refusal speaks the caller's language. */
const INVALID_CREATOR_CODE = { error: () => CREATOR_CODE_MESSAGES.invalid };

/**
 * POST /checkout: a tier id, a creator code if the buyer has one (its discount is the server's to
 * find), and the pixel event id; any price the client sends is dropped.
 */
export const checkoutRequestSchema = z.object({
  tierId: z.enum(TIER_IDS, { error: () => MESSAGES.unknownTier }),
  creatorCode: z.optional(
    z.pipe(
      z
        .string(INVALID_CREATOR_CODE)
        .check(z.refine((typed) => normalizeCreatorCode(typed) !== null, INVALID_CREATOR_CODE)),
      z.transform((typed: string) => normalizeCreatorCode(typed) ?? typed),
    ),
  ),
  eventId,
  /** A gift: the tier is for someone else, at its full price (docs/payments.md, Gifts). */
  gift: z.optional(giftOrderSchema),
});

const NO_SESSION = { error: () => m.account_checkout_no_session() };

/** POST /checkout/verify. */
export const verifyRequestSchema = z.object({
  sessionId: z.string(NO_SESSION).check(z.trim(), z.minLength(1, NO_SESSION), z.maxLength(255, NO_SESSION)),
  eventId,
  fbp: cookieValue,
  fbc: cookieValue,
});

const adminText = z.optional(
  z
    .string({ error: () => MESSAGES.adminTextRequired })
    .check(z.maxLength(LIMITS.adminTextMax, { error: () => MESSAGES.adminTextTooLong })),
);

/** PATCH /admin/contacts/{id}: any of status, internal notes and the response to the user. */
export const contactPatchSchema = z
  .object({
    status: z.optional(z.enum(TICKET_STATUSES, { error: () => MESSAGES.unknownStatus })),
    adminNotes: adminText,
    adminResponse: adminText,
  })
  .check(
    z.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      error: () => MESSAGES.nothingToUpdate,
    }),
  );

const INVALID_PAGE_SIZE = { error: () => MESSAGES.invalidPageSize };

/** Query string of every paginated admin list. */
export const pageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1000, { error: () => HTTP_MESSAGES.invalidCursor }))),
  limit: z.optional(
    z.pipe(
      z.coerce.number(INVALID_PAGE_SIZE),
      z.int(INVALID_PAGE_SIZE).check(z.gte(1, INVALID_PAGE_SIZE), z.lte(PAGE_SIZE_MAX, INVALID_PAGE_SIZE)),
    ),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(255, { error: () => MESSAGES.searchTooLong }))),
});

/** How the users' email search matches: by prefix (one Query on the email index) or anywhere (bounded reads). */
const USER_SEARCH_MATCHES = ['prefix', 'substring'] as const;
export type UserSearchMatch = (typeof USER_SEARCH_MATCHES)[number];

/** GET /admin/users: a page, optionally searched by email. */
export const usersQuerySchema = z.extend(pageQuerySchema, {
  match: z.optional(z.enum(USER_SEARCH_MATCHES, { error: () => MESSAGES.unknownSearchMatch })),
});

const listPageSchema = z.pick(pageQuerySchema, { cursor: true, limit: true });

/** GET /admin/contacts: a page of one status's submissions (`new` unless told), or of all of them (`all`). */
export const contactsQuerySchema = z.extend(listPageSchema, {
  status: z._default(z.enum(CONTACT_LIST_STATUSES, { error: () => MESSAGES.unknownStatus }), 'new'),
});

const day = z.optional(
  z.string({ error: () => MESSAGES.invalidDate }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => MESSAGES.invalidDate }),
    z.refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
      error: () => MESSAGES.invalidDate,
    }),
  ),
);

/** GET /admin/purchases: a page, optionally of one tier and between two UTC days (both included). */
export const purchasesQuerySchema = z
  .extend(listPageSchema, {
    tierId: z.optional(z.enum(TIER_IDS, { error: () => MESSAGES.unknownTier })),
    from: day,
    to: day,
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: () => MESSAGES.dateRangeReversed,
    }),
  );

/** GET /admin/tax-report: one calendar year, this one unless told. */
export const taxReportQuerySchema = z.object({
  year: z.optional(
    z.pipe(
      z.string({ error: () => MESSAGES.invalidYear }).check(z.regex(/^\d{4}$/, { error: () => MESSAGES.invalidYear })),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z
          .number()
          .check(
            z.gte(2000, { error: () => MESSAGES.invalidYear }),
            z.lte(2100, { error: () => MESSAGES.invalidYear }),
          ),
      ),
    ),
  ),
});

/** Query string of the paged CSV export: only the cursor. */
export const cursorQuerySchema = z.pick(pageQuerySchema, { cursor: true });

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type VerifyRequest = z.input<typeof verifyRequestSchema>;
export type ContactPatchRequest = z.input<typeof contactPatchSchema>;
export type ContactPatch = z.infer<typeof contactPatchSchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
export type UsersQuery = z.infer<typeof usersQuerySchema>;
/** The status may be left out: `new`. */
export type ContactsQuery = Partial<z.infer<typeof contactsQuerySchema>>;
export type PurchasesQuery = z.infer<typeof purchasesQuerySchema>;
export type TaxReportQuery = z.input<typeof taxReportQuerySchema>;
