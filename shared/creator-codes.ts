import * as m from './i18n/paraglide/messages/_index.js';

/**
 * Creator codes (docs/payments.md §Creator codes): a streamer's code takes a percent off a tier
 * purchase or an upgrade, and the admin panel reports what each code brought in. Backed by a Stripe
 * coupon and promotion code of the same name.
 */
export const CREATOR_CODE_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  creatorNameMax: 60,
  percentOffMin: 1,
  percentOffMax: 50,
} as const;

export const CREATOR_CODE_MESSAGES = {
  /**
   * POST /checkout and GET /creator-codes/{code}: unknown, paused, expired or used up (a 400). In the
   * caller's language: the buyer reads it, and the app knows the refusal by these words in its own.
   */
  get invalid() {
    return m.checkout_creator_code_invalid();
  },
  codeInvalid: 'Use 3 to 20 letters and digits for the code.',
  codeTaken: 'A creator code with this name already exists.',
  creatorNameRequired: 'Enter the creator’s name.',
  creatorNameTooLong: 'Use at most 60 characters for the creator’s name.',
  percentOffInvalid: 'Enter a discount from 1 to 50 percent.',
  expiresAtInvalid: 'Choose an expiry date in the future.',
  maxUsesInvalid: 'Enter a usage cap of at least 1, or leave it empty.',
  statusInvalid: 'Status must be active or paused.',
  notFound: 'Creator code not found',
  /**
   * A 429: the address, or the signed-in account, spent its 30 creator code tries of 10 minutes, on
   * GET /creator-codes/{code} or with wrong codes at POST /checkout. In the caller's language.
   */
  get tooManyLookups() {
    return m.checkout_creator_code_too_many();
  },
  /** POST and PATCH /admin/creator-codes when Stripe failed or did not answer (a 502); a retry is safe. */
  stripeUnavailable: 'Stripe did not confirm the creator code. Please try again.',
} as const;

const CREATOR_CODE_STATUSES = ['active', 'paused'] as const;
export type CreatorCodeStatus = (typeof CREATOR_CODE_STATUSES)[number];
export { CREATOR_CODE_STATUSES };

/** Codes are stored and compared upper-case: 'hoops10' is HOOPS10. */
export function normalizeCreatorCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  const { codeMin, codeMax } = CREATOR_CODE_LIMITS;
  return new RegExp(`^[A-Z0-9]{${codeMin},${codeMax}}$`).test(code) ? code : null;
}

/** What a valid code offers, as checkout and the dashboard show it. */
export interface CreatorCodeOffer {
  code: string;
  percentOff: number;
}

/** 'Creator code HOOPS10: 10% off', in the page's language. */
export function creatorCodeLabel(offer: CreatorCodeOffer): string {
  return m.checkout_creator_code_offer({ code: offer.code, percent: offer.percentOff });
}

/**
 * What a code brought in, kept in the same transactions as fulfilment and refunds (USD cents):
 * `grossCents` the pre-discount subtotals, `discountCents` what the code took off, `refundedCents`
 * what was refunded of those payments; net = gross − discounts − refunds.
 */
interface CreatorCodeReport {
  uses: number;
  grossCents: number;
  discountCents: number;
  refundedCents: number;
  netCents: number;
}

/** A creator code as the admin panel shows it. */
export interface AdminCreatorCode extends CreatorCodeOffer {
  creatorName: string;
  status: CreatorCodeStatus;
  /** ISO time after which the code is refused; null: no expiry. */
  expiresAt: string | null;
  /** Paid uses allowed; null: no cap. */
  maxUses: number | null;
  createdAt: string;
  report: CreatorCodeReport;
}
