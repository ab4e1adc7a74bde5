import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminUserPurchase } from '@shared/api/types/admin';
import { ledgerPaymentOf, refundableCents, refundEffect } from '@shared/ledger-refund';
import { formatCents } from '@shared/money';
import { LIMITS } from '@shared/schemas/messages';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRefundPayment } from '../api/refund-payment';
import { dollarsToCents, refundAmountError, tierEffectText } from './refund-amount';

interface RefundDialogProps {
  purchase: AdminUserPurchase;
  /** Every purchase of the user: the tier effect is judged over the whole ledger. */
  purchases: AdminUserPurchase[];
}

/** The Refund button of one payment and its confirmation dialog: full or partial, a reason, the tier effect. */
export function RefundDialog({ purchase, purchases }: RefundDialogProps) {
  const refundable = refundableCents(ledgerPaymentOf(purchase));
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  // One request per opening of the dialog, sent with every retry: if Stripe refunded but the answer
  // was lost, the retry is recognised as the same refund and not made twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const refund = useRefundPayment(purchase.userId);
  const paymentIntentId = purchase.stripePaymentIntentId;
  if (!paymentIntentId || refundable <= 0) return null;

  const cents = kind === 'full' ? refundable : dollarsToCents(typed);
  const amountError = kind === 'partial' && typed !== '' ? refundAmountError(cents, refundable) : null;
  const ready = cents !== null && refundAmountError(cents, refundable) === null && reason.trim() !== '';
  const effect = ready ? refundEffect(purchases.map(ledgerPaymentOf), purchase.id, cents) : null;

  const onOpenChange = (next: boolean) => {
    if (refund.isPending) return;
    setOpen(next);
    if (next) setRequestId(crypto.randomUUID());
    if (!next) {
      setKind('full');
      setTyped('');
      setReason('');
      setServerError(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || cents === null) return;
    setServerError(null);
    refund.mutate(
      { paymentIntentId, refund: { requestId, amountCents: cents, reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.refundIssued);
          onOpenChange(false);
          setOpen(false);
        },
        onError: (error) => {
          setServerError(error instanceof ApiError ? error.message : ADMIN_MESSAGES.refundFailed);
          toast.error(ADMIN_MESSAGES.refundFailed);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Refund
        </Button>
      </Dialog.Trigger>
      <DialogCard
        title={<>Refund {purchase.tierName} payment</>}
        description={
          <>
            Paid {formatCents(purchase.amountCents)}; {formatCents(refundable)} can still be refunded.
          </>
        }
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-text">Amount</legend>
            <label className="flex items-center gap-2 text-text">
              <input type="radio" name="kind" checked={kind === 'full'} onChange={() => setKind('full')} />
              Everything left ({formatCents(refundable)})
            </label>
            <label className="flex items-center gap-2 text-text">
              <input type="radio" name="kind" checked={kind === 'partial'} onChange={() => setKind('partial')} />
              Part of it
            </label>
          </fieldset>
          {kind === 'partial' && (
            <Field label="Refund amount (USD)" hint="For example 25.00" error={amountError}>
              <Input inputMode="decimal" value={typed} onChange={(event) => setTyped(event.target.value)} />
            </Field>
          )}
          <Field label="Reason" hint="Kept in the audit log.">
            <Textarea
              rows={2}
              maxLength={LIMITS.adminTextMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <p aria-live="polite" className="rounded-lg bg-surface-raised p-3 text-sm text-text">
            {effect && cents !== null
              ? `Refunds ${formatCents(cents)} to the supporter's card. ${tierEffectText(effect.before, effect.after)}`
              : 'Choose the amount and give a reason to see what the refund does.'}
          </p>
          {serverError && (
            <p role="alert" className="text-sm text-danger">
              {serverError}
            </p>
          )}
          <DialogActions
            submitLabel={
              refund.isPending ? 'Refunding...' : `Refund ${cents !== null && ready ? formatCents(cents) : ''}`.trim()
            }
            busy={refund.isPending}
            submitDisabled={!ready}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
