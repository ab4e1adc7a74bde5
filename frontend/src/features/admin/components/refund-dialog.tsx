import type { AdminUserPurchase } from '@shared/api/types/admin';
import { formatCents } from '@shared/money';
import { LIMITS } from '@shared/schemas/messages';
import { Dialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogCard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useRefundForm } from '../hooks/use-refund-form';
import { tierEffectText } from '../lib/refund-amount';
import { RefundAmountFields } from './refund-amount-fields';

interface RefundDialogProps {
  purchase: AdminUserPurchase;
  /** Every purchase of the user: the tier effect is judged over the whole ledger. */
  purchases: AdminUserPurchase[];
}

/** The Refund button of one payment and its confirmation dialog: full or partial, a reason, the tier effect. */
export function RefundDialog({ purchase, purchases }: RefundDialogProps) {
  const form = useRefundForm(purchase, purchases);
  const { refundable, effect, pending } = form;
  const { cents } = form.amount;
  if (!purchase.stripePaymentIntentId || refundable <= 0) return null;

  return (
    <Dialog.Root open={form.open} onOpenChange={form.onOpenChange}>
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
        <form onSubmit={form.onSubmit} className="flex flex-col gap-4">
          <RefundAmountFields refundable={refundable} {...form.amount} />
          <Field label="Reason" hint="Kept in the audit log.">
            <Textarea
              rows={2}
              maxLength={LIMITS.adminTextMax}
              value={form.reason}
              onChange={(event) => form.setReason(event.target.value)}
            />
          </Field>
          <p aria-live="polite" className="rounded-lg bg-surface-raised p-3 text-sm text-text">
            {effect && cents !== null
              ? `Refunds ${formatCents(cents)} to the supporter's card. ${tierEffectText(effect.before, effect.after)}`
              : 'Choose the amount and give a reason to see what the refund does.'}
          </p>
          {form.serverError && (
            <p role="alert" className="text-sm text-danger">
              {form.serverError}
            </p>
          )}
          <DialogActions
            submitLabel={
              pending ? 'Refunding...' : `Refund ${cents !== null && form.ready ? formatCents(cents) : ''}`.trim()
            }
            busy={pending}
            submitDisabled={!form.ready}
          />
        </form>
      </DialogCard>
    </Dialog.Root>
  );
}
