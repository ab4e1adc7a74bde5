import type { MyPurchaseStatus } from './api/types/account';

/**
 * My Purchases (/purchases), the supporter's own list of what they paid. Not in the spec (#46): in the
 * product's voice.
 */
export const PURCHASE_HISTORY_MESSAGES = {
  title: 'My Purchases',
  subtitle: 'Every payment you made, with the order number to quote if you write to us.',
  loading: 'Loading your purchases...',
  loadFailed: 'We could not load your purchases.',
  empty: 'No purchases yet',
  emptyHint: 'Pick a D1 Gang package and it shows up here, with its order number.',
} as const;

/** Each status as the supporter's badge says it: plain words, never the ledger's names. */
export const MY_PURCHASE_STATUS_LABELS: Record<MyPurchaseStatus, string> = {
  paid: 'Paid',
  processing: 'Processing',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  duplicate_refunded: 'Refunded as a duplicate',
  overpayment_refunded: 'Overpayment refunded',
};
