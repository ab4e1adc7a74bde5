import type { PresentedAmount } from '@shared/money';
import type { Item } from './query-page';

/** A stored presented amount (purchases, checkout records) read back: `{ presented }` when there is one, nothing otherwise. */
export function presentedAmountOf(item: Item): { presented?: PresentedAmount } {
  const value = item.presented;
  if (!value || typeof value !== 'object') return {};
  const { currency, amount } = value as Record<string, unknown>;
  return typeof currency === 'string' && typeof amount === 'number' ? { presented: { currency, amount } } : {};
}
