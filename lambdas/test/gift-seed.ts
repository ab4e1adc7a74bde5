/**
 * Test-only: paid gifts stored exactly as the gift's payment (data/gifts.ts recordGiftPayment) and its
 * claim leave them, so the admin's gift tools and the sweep can be tested on their own.
 */
import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getTier, type TierId } from '@shared/tiers';
import { documentClient, tableName } from '../src/data/client';
import { type GiftPayment, type GiftRecord, giftToItem, giftUnclaimedItem } from '../src/data/gift-item';
import { paymentKey } from '../src/data/payment';
import { call } from './api-event';
import type { StripeHarness } from './payments-kit';
import { sessionIdOf } from './payments-kit';

let giftCounter = 0;

function newGiftId(): string {
  return randomBytes(16).toString('base64url');
}

/** The payment a gift keeps until claimed: the tier's full price in dollars, unless the test says otherwise. */
export function giftPayment(tierId: TierId, fields: Partial<GiftPayment> = {}): GiftPayment {
  giftCounter += 1;
  const priceCents = getTier(tierId).priceCents;
  return {
    sessionId: `cs_test_gift_${String(giftCounter).padStart(6, '0')}`,
    amountCents: priceCents,
    taxCents: 0,
    billingCountry: null,
    invoice: null,
    valueCents: priceCents,
    currency: 'usd',
    presented: null,
    paymentIntentId: `pi_test_gift_${giftCounter}`,
    email: null,
    purchasedAt: new Date().toISOString(),
    creatorCode: null,
    ...fields,
  };
}

export interface GiftSeed extends Partial<GiftRecord> {
  /** Stripe's refunds of the payment noted on its (unlinked) marker before anyone claimed it. */
  refundedCents?: number;
}

/**
 * A paid gift: by default unclaimed, paid now, with its unclaimed marker and an unlinked payment
 * marker, as the payment leaves it. `status: 'claimed'` or `'cancelled'` leaves no unclaimed marker.
 */
export async function seedGift(seed: GiftSeed = {}): Promise<GiftRecord> {
  const { refundedCents = 0, ...fields } = seed;
  const tierId = fields.tierId ?? 'starter';
  const paidAt = fields.paidAt ?? new Date().toISOString();
  const gift: GiftRecord = {
    giftId: newGiftId(),
    status: 'unclaimed',
    tierId,
    buyerId: 'buyer-sub',
    buyerEmail: 'giver@example.com',
    recipientEmail: 'Friend@example.com',
    message: 'Happy birthday!',
    showSender: true,
    createdAt: paidAt,
    paidAt,
    payment: giftPayment(tierId, { purchasedAt: paidAt }),
    claimedBy: null,
    claimedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelRefundId: null,
    cancelRefundCents: null,
    lastEmailedAt: paidAt,
    remindersSent: 0,
    version: 1,
    ...fields,
  };
  await put(giftToItem(gift));
  if (gift.status === 'unclaimed') await put(giftUnclaimedItem(gift, paidAt));
  const paymentIntentId = gift.payment?.paymentIntentId;
  if (paymentIntentId) {
    await put({
      ...paymentKey(paymentIntentId),
      paymentIntentId,
      refundedCents,
      disputeLost: false,
      earlyRefunds: [],
    });
  }
  return gift;
}

async function put(item: Record<string, unknown>): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/**
 * A payment Stripe holds for a gift: the buyer's checkout paid at the stand-in, its event kept back
 * so no purchase is stored. Answers the payment to put on a seeded gift.
 */
export async function paidAtStripe(harness: StripeHarness, buyerToken: string, tierId: TierId): Promise<GiftPayment> {
  const response = await call('POST /checkout', { token: buyerToken, body: { tierId } });
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}: ${response.rawBody}`);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await harness.pay(sessionId);
  const session = harness.standIn.state.get(sessionId).session;
  return giftPayment(tierId, {
    sessionId,
    paymentIntentId: session.payment_intent ?? null,
    amountCents: session.amount_total ?? getTier(tierId).priceCents,
  });
}
