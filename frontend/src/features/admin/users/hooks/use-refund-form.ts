import type { AdminUserPurchase } from '@shared/api/types/admin';
import { ledgerPaymentOf, refundableCents, refundEffect } from '@shared/ledger-refund';
import { useState } from 'react';
import { useRefundPayment } from '../api/refund-payment';
import { dollarsToCents, refundAmountError } from '../lib/refund-amount';

export type RefundKind = 'full' | 'partial';

/**
 * The refund dialog's state: open or not, the amount chosen, the reason, what the refund would do, and
 * the refund itself (the dialog shows its progress and outcome).
 */
export function useRefundForm(purchase: AdminUserPurchase, purchases: AdminUserPurchase[]) {
  const refundable = refundableCents(ledgerPaymentOf(purchase));
  const [open, setOpen] = useState(false);
  const amount = useRefundAmount(refundable);
  const [reason, setReason] = useState('');
  // One request per opening of the dialog, sent with every retry: if Stripe refunded but the answer
  // was lost, the retry is recognised as the same refund and not made twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const refund = useRefundPayment(purchase.userId);

  const { cents } = amount;
  const ready = cents !== null && refundAmountError(cents, refundable) === null && reason.trim() !== '';
  const effect = ready ? refundEffect(purchases.map(ledgerPaymentOf), purchase.id, cents) : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return setRequestId(crypto.randomUUID());
    amount.reset();
    setReason('');
  };

  const confirm = () => {
    const paymentIntentId = purchase.stripePaymentIntentId;
    if (!ready || cents === null || !paymentIntentId) return null;
    return refund.mutateAsync({ paymentIntentId, refund: { requestId, amountCents: cents, reason: reason.trim() } });
  };

  return { refundable, open, onOpenChange, amount, reason, setReason, ready, effect, confirm };
}

/** The amount chosen: everything left, or a part typed in dollars, in cents (null while it is not an amount). */
function useRefundAmount(refundable: number) {
  const [kind, setKind] = useState<RefundKind>('full');
  const [typed, setTyped] = useState('');
  const cents = kind === 'full' ? refundable : dollarsToCents(typed);
  const error = kind === 'partial' && typed !== '' ? refundAmountError(cents, refundable) : null;
  const reset = () => {
    setKind('full');
    setTyped('');
  };
  return { kind, setKind, typed, setTyped, cents, error, reset };
}
