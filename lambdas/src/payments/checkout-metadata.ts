import { isTierId, type TierId } from '@shared/tiers';

/**
 * What the server writes into a Checkout Session's metadata. Only our secret key can set it, so
 * fulfilment may trust it; the browser never sees or sends it.
 */
export interface CheckoutMetadata {
  userId: string;
  tierId: TierId;
  /** The tier the user owned when the session was created ('none' for a first purchase). */
  fromTierId: TierId | 'none';
  /** The pixel event id the browser stored at InitiateCheckout, if any. */
  eventId?: string;
}

/** Stripe metadata values are strings; absent values are left out. */
export function toStripeMetadata(metadata: CheckoutMetadata): Record<string, string> {
  const { eventId, ...rest } = metadata;
  return eventId ? { ...rest, eventId } : { ...rest };
}

/** Reads our metadata back from a session, or null when any part is missing or unknown. */
export function parseCheckoutMetadata(raw: Record<string, string> | null | undefined): CheckoutMetadata | null {
  if (!raw) return null;
  const { userId, tierId, fromTierId, eventId } = raw;
  if (!userId || !isTierId(tierId)) return null;
  if (fromTierId !== 'none' && !isTierId(fromTierId)) return null;
  return { userId, tierId, fromTierId, ...(eventId ? { eventId } : {}) };
}
