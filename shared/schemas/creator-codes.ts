// zod/mini, like the other shared schemas: the admin panel's form and the admin Lambda validate alike.
import * as z from 'zod/mini';
import {
  CREATOR_CODE_LIMITS,
  CREATOR_CODE_MESSAGES,
  CREATOR_CODE_STATUSES,
  normalizeCreatorCode,
} from '../creator-codes';

const M = CREATOR_CODE_MESSAGES;
const L = CREATOR_CODE_LIMITS;

/** A code as typed: trimmed, upper-cased, 3–20 letters and digits. */
const creatorCodeSchema = z.pipe(
  z.string({ error: M.codeInvalid }).check(z.refine((typed) => normalizeCreatorCode(typed) !== null, M.codeInvalid)),
  z.transform((typed: string) => normalizeCreatorCode(typed) ?? typed),
);

/** POST /admin/creator-codes. `expiresAt` is an ISO time (checked against the clock by the handler). */
export const creatorCodeCreateSchema = z.object({
  code: creatorCodeSchema,
  creatorName: z
    .string({ error: M.creatorNameRequired })
    .check(z.trim(), z.minLength(1, M.creatorNameRequired), z.maxLength(L.creatorNameMax, M.creatorNameTooLong)),
  percentOff: z
    .number({ error: M.percentOffInvalid })
    .check(
      z.int(M.percentOffInvalid),
      z.gte(L.percentOffMin, M.percentOffInvalid),
      z.lte(L.percentOffMax, M.percentOffInvalid),
    ),
  expiresAt: z.nullable(z.iso.datetime({ error: M.expiresAtInvalid })),
  maxUses: z.nullable(z.number({ error: M.maxUsesInvalid }).check(z.int(M.maxUsesInvalid), z.gte(1, M.maxUsesInvalid))),
});

/** PATCH /admin/creator-codes/{code}: pause or resume. */
export const creatorCodeStatusSchema = z.object({
  status: z.enum(CREATOR_CODE_STATUSES, { error: M.statusInvalid }),
});

export type CreatorCodeCreateRequest = z.input<typeof creatorCodeCreateSchema>;
export type CreatorCodeCreateInput = z.infer<typeof creatorCodeCreateSchema>;
export type CreatorCodeStatusRequest = z.input<typeof creatorCodeStatusSchema>;
