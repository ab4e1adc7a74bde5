import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminUserPurchase } from '@shared/api/types/admin';
import { formatCents } from '@shared/money';
import { LIMITS } from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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
  const { refundable, effect } = form;
  const { cents } = form.amount;
  if (!purchase.stripePaymentIntentId || refundable <= 0) return null;

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          Refund
        </Button>
      }
      open={form.open}
      onOpenChange={form.onOpenChange}
      title={<>Refund {purchase.tierName} payment</>}
      description={
        <>
          Paid {formatCents(purchase.amountCents)}; {formatCents(refundable)} can still be refunded.
        </>
      }
      confirmLabel={`Refund ${cents !== null && form.ready ? formatCents(cents) : ''}`.trim()}
      busyLabel="Refunding..."
      confirmDisabled={!form.ready}
      onConfirm={form.confirm}
      onSuccess={() => toast.success(ADMIN_MESSAGES.refundIssued)}
      onError={() => toast.error(ADMIN_MESSAGES.refundFailed)}
      errorMessage={(error) => (error instanceof ApiError ? error.message : ADMIN_MESSAGES.refundFailed)}
    >
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
    </ConfirmDialog>
  );
}
