import { CREATOR_CODE_LIMITS, normalizeCreatorCode } from '@shared/creator-codes';
import { GIFT_ID_PATTERN } from '@shared/gifts';
import { isTierId, type TierId } from '@shared/tiers';

/**
 * What the server writes into a Checkout Session's metadata. Only our secret key can set it, so
 * fulfilment may trust it; the browser never sees or sends it.
 */
export interface CheckoutMetadata {
  userId: string;
  tierId: TierId;
  /**
   * The user's standing sum when the session was created (shared/ledger.ts): the session asks the
   * tier's price minus this, and fulfilment checks the subtotal against it.
   */
  creditCents: number;
  /** The pixel event id the browser stored at InitiateCheckout, if any. */
  eventId?: string;
  /** The creator code the session is discounted by, if any: the percent it takes and the use it holds. */
  creatorCode?: CheckoutCreatorCode;
  /**
   * The gift the session pays for (data/gift-item.ts): its payment is kept on the gift, not in the
   * buyer's ledger, and `creditCents` is 0 (a gift costs the tier's full price).
   */
  giftId?: string;
}

export interface CheckoutCreatorCode {
  code: string;
  percentOff: number;
  holdId: string;
}

/** Stripe metadata values are strings; absent values are left out. */
export function toStripeMetadata(metadata: CheckoutMetadata): Record<string, string> {
  const { eventId, creditCents, creatorCode, ...rest } = metadata;
  return {
    ...rest,
    creditCents: String(creditCents),
    ...(eventId ? { eventId } : {}),
    ...(creatorCode
      ? {
          creatorCode: creatorCode.code,
          creatorCodePercentOff: String(creatorCode.percentOff),
          creatorCodeHold: creatorCode.holdId,
        }
      : {}),
  };
}

function creatorCodeOf(raw: Record<string, string>): CheckoutCreatorCode | null | undefined {
  const { creatorCode: code, creatorCodePercentOff, creatorCodeHold: holdId } = raw;
  if (code === undefined) return undefined;
  const percentOff = Number(creatorCodePercentOff);
  const { percentOffMin, percentOffMax } = CREATOR_CODE_LIMITS;
  if (!normalizeCreatorCode(code) || !holdId || !Number.isInteger(percentOff)) return null;
  return percentOff >= percentOffMin && percentOff <= percentOffMax ? { code, percentOff, holdId } : null;
}

/** Reads our metadata back from a session, or null when any part is missing or unknown. */
export function parseCheckoutMetadata(raw: Record<string, string> | null | undefined): CheckoutMetadata | null {
  if (!raw) return null;
  const { userId, tierId, eventId, giftId } = raw;
  const creditCents = Number(raw.creditCents);
  if (!userId || !isTierId(tierId)) return null;
  if (!/^\d+$/.test(raw.creditCents ?? '') || !Number.isSafeInteger(creditCents)) return null;
  const creatorCode = creatorCodeOf(raw);
  if (creatorCode === null) return null;
  // A gift is sold at the tier's full price: no credit of the buyer's counts toward it.
  if (giftId !== undefined && (!GIFT_ID_PATTERN.test(giftId) || creditCents !== 0)) return null;
  return {
    userId,
    tierId,
    creditCents,
    ...(eventId ? { eventId } : {}),
    ...(creatorCode ? { creatorCode } : {}),
    ...(giftId !== undefined ? { giftId } : {}),
  };
}
