/**
 * Test-only helpers for the gift tests (never imported by a handler): a gift bought and paid end to end
 * through POST /checkout and the Stripe stand-in, and the claim routes.
 */
import type { GiftOrder } from '@shared/api/types/gifts';
import type { TierId } from '@shared/tiers';
import { call } from './api-event';
import { type StripeHarness, sessionIdOf } from './payments-kit';

/** POST /checkout for a gift. */
export function startGiftCheckout(token: string, tierId: TierId, gift: GiftOrder, extra: Record<string, unknown> = {}) {
  return call('POST /checkout', { token, body: { tierId, gift, ...extra } });
}

/** Buys a gift end to end: POST /checkout, pay at the stand-in; returns the session, its payment intent and the gift id. */
export async function giftAndPay(
  harness: StripeHarness,
  token: string,
  tierId: TierId,
  gift: GiftOrder,
  extra: Record<string, unknown> = {},
) {
  const response = await startGiftCheckout(token, tierId, gift, extra);
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}: ${response.rawBody}`);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  const completed = await harness.pay(sessionId);
  const { session } = harness.standIn.state.get(sessionId);
  const giftId = String((session.metadata as Record<string, string>).giftId);
  return { sessionId, completed, paymentIntentId: session.payment_intent ?? '', giftId };
}

export const viewGift = (token: string, giftId: string) => call('GET /gifts/{giftId}', { token, params: { giftId } });
export const claimGift = (token: string, giftId: string) =>
  call('POST /gifts/{giftId}/claim', { token, params: { giftId }, body: {} });
export const verifySession = (token: string, sessionId: string) =>
  call('POST /checkout/verify', { token, body: { sessionId } });
