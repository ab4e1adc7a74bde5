import type { AdminGift } from '@shared/api/types/gifts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useResendGift } from '../api/resend-gift';

const RESEND_FAILED = 'The claim email could not be sent. Please try again.';

/** An unclaimed gift's Resend, asked first: the recipient gets the claim email again. */
export function GiftResendDialog({ gift }: { gift: AdminGift }) {
  const resend = useResendGift();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          Resend
        </Button>
      }
      title="Resend the claim email?"
      description={`We email ${gift.recipientEmail} the link to claim D1 Gang ${gift.tierName} again.`}
      confirmLabel="Resend email"
      busyLabel="Sending..."
      onConfirm={() => resend.mutateAsync(gift.giftId)}
      onSuccess={() => toast.success(`Claim email sent to ${gift.recipientEmail}`)}
      onError={() => toast.error(RESEND_FAILED)}
      errorMessage={(error) => (error instanceof ApiError ? error.message : RESEND_FAILED)}
    />
  );
}
