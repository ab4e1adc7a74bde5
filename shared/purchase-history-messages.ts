import type { MyPurchaseStatus } from './api/types/account';
import * as m from './i18n/paraglide/messages/_index.js';

/**
 * My Purchases (/purchases), the supporter's own list of what they paid. Not in the spec (#46): in the
 * product's voice. Getters, in the page's language.
 */
export const PURCHASE_HISTORY_MESSAGES = {
  get title() {
    return m.account_purchases_title();
  },
  get subtitle() {
    return m.account_purchases_subtitle();
  },
  get loading() {
    return m.account_purchases_loading();
  },
  get loadFailed() {
    return m.account_purchases_load_failed();
  },
  get empty() {
    return m.account_purchases_empty();
  },
  get emptyHint() {
    return m.account_purchases_empty_hint();
  },
};

/** Each status as the supporter's badge says it: plain words, never the ledger's names. */
export const MY_PURCHASE_STATUS_LABELS: Record<MyPurchaseStatus, string> = {
  get paid() {
    return m.account_purchase_status_paid();
  },
  get processing() {
    return m.account_purchase_status_processing();
  },
  get partially_refunded() {
    return m.account_purchase_status_partially_refunded();
  },
  get refunded() {
    return m.account_purchase_status_refunded();
  },
  get disputed() {
    return m.account_purchase_status_disputed();
  },
  get duplicate_refunded() {
    return m.account_purchase_status_duplicate_refunded();
  },
  get overpayment_refunded() {
    return m.account_purchase_status_overpayment_refunded();
  },
};
