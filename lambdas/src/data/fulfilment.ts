import { retry } from '../lib/retry';
import { type CheckoutRecord, getCheckoutRecord } from './checkout';
import { raceRetry } from './contention';
import { holdIsOpen } from './creator-code-uses';
import { type FulfilmentOutcome, type PaidCheckout, planFulfilment } from './fulfilment-plan';
import { claimableGiftVersion } from './gifts';
import { readUserLedger } from './ledger';
import { getPaymentMarker } from './payment';
import { conditionFailedAt, transactWriteOnce } from './transactions';

export interface FulfilmentResult {
  outcome: FulfilmentOutcome;
  record: CheckoutRecord;
}

/**
 * Stores a paid session once, judged against the user's ledger as it is now (not as it was when the
 * session was created): the checkout record (the once-only guard), the payment marker's link, the
 * purchase and the ledger's new head, current tier and totals, in one transaction. Racing calls for
 * the same session all end with the record written once and answer from it.
 */
export async function recordFulfilment(paid: PaidCheckout): Promise<FulfilmentResult> {
  return retry(() => tryFulfilment(paid), raceRetry(`Fulfilment of ${paid.sessionId}`));
}

/** One try: read, judge, write. A write that lost a race is thrown for retry() to read again. */
async function tryFulfilment(paid: PaidCheckout): Promise<FulfilmentResult> {
  const existing = await getCheckoutRecord(paid.sessionId);
  if (existing) return { outcome: 'repeat', record: existing };
  const marker = paid.paymentIntentId ? await getPaymentMarker(paid.paymentIntentId) : null;
  if (marker?.sessionId === paid.sessionId) {
    // Linked by a racing call between our two reads: its record is there now.
    const written = await getCheckoutRecord(paid.sessionId);
    if (written) return { outcome: 'repeat', record: written };
  }
  if (marker?.sessionId) {
    throw new Error(`Payment ${marker.paymentIntentId} belongs to session ${marker.sessionId}, not ${paid.sessionId}`);
  }
  const ledger = await readUserLedger(paid.userId);
  const creatorCodeHoldOpen = paid.creatorCode
    ? await holdIsOpen(paid.creatorCode.code, paid.creatorCode.holdId)
    : false;
  // A gift's claim is conditional on the gift as this try reads it, with the marker it read.
  const claim = paid.gift && { ...paid.gift, version: await claimableGiftVersion(paid.gift.giftId, marker) };
  const plan = planFulfilment(
    claim ? { ...paid, gift: claim } : paid,
    ledger,
    { marker, creatorCodeHoldOpen },
    new Date(),
  );
  try {
    await transactWriteOnce(plan.items);
  } catch (error) {
    if (conditionFailedAt(error, 0)) {
      const written = await getCheckoutRecord(paid.sessionId);
      if (written) return { outcome: 'repeat', record: written };
    }
    throw error;
  }
  return { outcome: plan.outcome, record: plan.record };
}
