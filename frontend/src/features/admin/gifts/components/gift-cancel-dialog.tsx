import type { AdminGift } from '@shared/api/types/gifts';
import { GIFT_CANCEL_REASON_MAX } from '@shared/gift-admin-messages';
import { formatCents } from '@shared/money';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGiftCancelForm } from '../hooks/use-gift-cancel-form';

const CANCEL_FAILED = 'The gift could not be cancelled. Please try again.';

/** An unclaimed gift's Cancel and refund, and the dialog that asks for the reason the audit log keeps. */
export function GiftCancelDialog({ gift }: { gift: AdminGift }) {
  const form = useGiftCancelForm(gift);
  const amount = formatCents(gift.amountCents);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          Cancel and refund
        </Button>
      }
      open={form.open}
      onOpenChange={form.onOpenChange}
      title="Cancel and refund this gift?"
      description={`Refunds ${amount} to ${gift.buyerEmail}, and the claim link for ${gift.recipientEmail} stops working. This cannot be undone.`}
      confirmLabel={`Cancel and refund ${amount}`}
      busyLabel="Refunding..."
      confirmDisabled={!form.ready}
      onConfirm={form.confirm}
      onSuccess={() => toast.success(`Gift cancelled and ${amount} refunded`)}
      onError={() => toast.error(CANCEL_FAILED)}
      errorMessage={(error) => (error instanceof ApiError ? error.message : CANCEL_FAILED)}
    >
      <Field label="Reason" hint="Kept in the audit log; the buyer does not see it.">
        <Textarea
          rows={2}
          maxLength={GIFT_CANCEL_REASON_MAX}
          value={form.reason}
          onChange={(event) => form.setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
