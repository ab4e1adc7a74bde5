/**
 * The gift part of POST /checkout (docs/payments.md, Gifts): the checks a gift order passes before any
 * session is opened, and the gift item written `awaiting_payment` for the session to name. The price
 * is the tier's full price whatever the buyer owns; the buyer's ledger never counts it.
 */
import { randomBytes } from 'node:crypto';
import { ownedTierOf } from '@shared/ledger';
import type { Locale } from '@shared/locales';
import type { GiftOrderParsed } from '@shared/schemas/gifts';
import type { Tier } from '@shared/tiers';
import { NoAccountError } from '../data/errors';
import type { GiftRecord } from '../data/gift-item';
import { putAwaitingGift } from '../data/gifts';
import { profilesAtAddress } from '../data/profile';
import { ledgerPaymentOf, listPurchasesForUser } from '../data/purchase';
import { consumeRateLimit, type FixedRateLimit, rateLimitClient } from '../data/rate-limit';
import { GiftCheckoutRateLimitedError, GiftToYourselfError, RecipientOwnsTierError } from './gift-errors';

/**
 * Gift checkouts per account: 10 an hour. Each one tells the buyer whether an account at an address
 * owns a tier (the 409), so they are counted, retried clicks included, and a buyer cannot map who owns
 * what. Ten gifts an hour is far beyond what anyone gives.
 */
const GIFT_CHECKOUT_RATE_LIMIT: FixedRateLimit = {
  action: 'gift-checkout',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  window: 'fixed',
};

/** What a gift's session sells besides the tier: compared on a retried click, with the address ignoring case. */
export interface GiftTerms {
  giftEmail: string;
  giftMessage: string | null;
  giftShowSender: 'named' | 'anonymous';
}

export function giftTermsOf(order: GiftOrderParsed): GiftTerms {
  return {
    giftEmail: order.email.toLowerCase(),
    giftMessage: order.message ?? null,
    giftShowSender: order.showSender ? 'named' : 'anonymous',
  };
}

/**
 * Refuses a gift order that cannot stand, before anything is opened: to the buyer's own address
 * (400); past the account's gift checkouts of the hour (429); to a live account that owns the tier or
 * a higher one (409: the gift would buy nothing). A deleted account's address is an unknown one (its
 * profile is a tombstone, out of the email index): whoever signs up with it may claim the gift.
 */
export async function checkGiftOrder(
  buyer: { userId: string; email: string | null },
  tier: Tier,
  order: GiftOrderParsed,
  now: Date,
): Promise<void> {
  if (buyer.email && buyer.email.toLowerCase() === order.email.toLowerCase()) throw new GiftToYourselfError();
  const spent = await consumeRateLimit(GIFT_CHECKOUT_RATE_LIMIT, rateLimitClient(buyer.userId, ''), now);
  if (spent) throw new GiftCheckoutRateLimitedError({ cause: spent });
  for (const { userId } of await profilesAtAddress(order.email, ['userId'])) {
    const owned = ownedTierOf((await listPurchasesForUser(String(userId))).map(ledgerPaymentOf));
    if (owned && owned.priceCents >= tier.priceCents) throw new RecipientOwnsTierError();
  }
}

/** A new gift id: 16 random bytes, base64url (GIFT_ID_PATTERN), so a claim link cannot be guessed. */
function newGiftId(): string {
  return randomBytes(16).toString('base64url');
}

/** A gift as its session is made of it: the id its metadata names, the address its product names, what it sells. */
export interface SessionGift {
  giftId: string;
  recipientEmail: string;
  terms: GiftTerms;
}

/**
 * Writes the gift `awaiting_payment` (never shown to anyone), for its session to name, with the
 * language of the page it is bought from (its recipient's emails speak it).
 */
export async function startGift(
  buyer: { userId: string; email: string },
  tier: Tier,
  order: GiftOrderParsed,
  now: Date,
  locale?: Locale,
): Promise<SessionGift> {
  const gift: GiftRecord = {
    giftId: newGiftId(),
    status: 'awaiting_payment',
    tierId: tier.id,
    buyerId: buyer.userId,
    buyerEmail: buyer.email,
    recipientEmail: order.email,
    message: order.message ?? null,
    showSender: order.showSender,
    ...(locale ? { locale } : {}),
    createdAt: now.toISOString(),
    paidAt: null,
    payment: null,
    claimedBy: null,
    claimedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelRefundId: null,
    cancelRefundCents: null,
    lastEmailedAt: null,
    remindersSent: 0,
    version: 0,
  };
  await putAwaitingGift(gift);
  return { giftId: gift.giftId, recipientEmail: gift.recipientEmail, terms: giftTermsOf(order) };
}

/** The buyer as the gift names them: their live profile's address (a gift is never bought without one). */
export function giftBuyerOf(userId: string, profile: { email: string } | null): { userId: string; email: string } {
  if (!profile?.email) throw new NoAccountError();
  return { userId, email: profile.email };
}
