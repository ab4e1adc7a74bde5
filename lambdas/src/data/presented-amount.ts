import type { PresentedAmount } from '@shared/money';
import type { Item } from './query-page';

/** A stored presented amount (purchases, checkout records) read back: `{ presented }` when there is one, nothing otherwise. */
export function presentedAmountOf(item: Item): { presented?: PresentedAmount } {
  const value = item.presented;
  if (!value || typeof value !== 'object') return {};
  const { currency, amount } = value as Record<string, unknown>;
  return typeof currency === 'string' && typeof amount === 'number' ? { presented: { currency, amount } } : {};
}

/**
 * The part `partCents` of a payment of `paidCents` in the currency its buyer paid in, at the payment's
 * own rate (as Stripe gives a refund back), rounded to that currency's smallest unit; none when the
 * buyer paid in US dollars.
 */
export function presentedPartOf(
  partCents: number,
  paidCents: number,
  presented: PresentedAmount | undefined,
): { presented?: PresentedAmount } {
  if (!presented || paidCents <= 0) return {};
  return {
    presented: { currency: presented.currency, amount: Math.round((presented.amount * partCents) / paidCents) },
  };
}
