import { GIFT_STATUS_LABELS, type PaidGiftStatus } from '@shared/gifts';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/** Waiting in amber, claimed in teal, cancelled or refunded outlined. */
const VARIANTS: Record<PaidGiftStatus, BadgeProps['variant']> = {
  unclaimed: 'warning',
  claimed: 'accent',
  cancelled: 'outline',
  refunded: 'outline',
};

/** A gift's status in the words of GIFT_STATUS_LABELS. */
export function GiftStatusBadge({ status }: { status: PaidGiftStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {GIFT_STATUS_LABELS[status]}
    </Badge>
  );
}
