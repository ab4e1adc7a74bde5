import { getTier, type TierId } from '@shared/tiers';
import type { PaidCheckout } from '../src/data/fulfilment-plan';

/**
 * A Checkout Session judged paid, as fulfilment takes it: `userId`'s `tierId` at its full price, `taxCents`
 * on top (billed in `billingCountry`), no creator code, no invoice, paid now.
 */
export function paidCheckout(
  userId: string,
  tierId: TierId,
  { taxCents = 0, billingCountry = null }: { taxCents?: number; billingCountry?: string | null } = {},
): PaidCheckout {
  const tier = getTier(tierId);
  return {
    sessionId: `cs_${userId}_${tierId}`,
    userId,
    tier,
    amountCents: tier.priceCents + taxCents,
    taxCents,
    billingCountry,
    invoice: null,
    valueCents: tier.priceCents,
    currency: 'usd',
    presented: null,
    paymentIntentId: `pi_${userId}_${tierId}`,
    email: `${userId}@example.com`,
    purchasedAt: new Date().toISOString(),
    creatorCode: null,
  };
}
