import type { AdminGift } from '@shared/api/types/gifts';
import { useState } from 'react';
import { useCancelGift } from '../api/cancel-gift';

/**
 * The cancel dialog's state: open or not, the reason, and the cancellation itself. One request id per
 * opening of the dialog, sent with every retry: if Stripe refunded but the answer was lost, the retry is
 * recognised as the same cancellation and refunds nothing more.
 */
export function useGiftCancelForm(gift: AdminGift) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const cancel = useCancelGift();
  const ready = reason.trim() !== '';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return setRequestId(crypto.randomUUID());
    setReason('');
  };

  const confirm = () =>
    ready ? cancel.mutateAsync({ giftId: gift.giftId, cancel: { reason: reason.trim(), requestId } }) : null;

  return { open, onOpenChange, reason, setReason, ready, confirm };
}
