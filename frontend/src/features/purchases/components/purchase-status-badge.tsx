import type { MyPurchaseStatus } from '@shared/api/types/account';
import { MY_PURCHASE_STATUS_LABELS } from '@shared/purchase-history-messages';
import { Badge, type BadgeProps } from '@/components/ui/badge';

/** Paid in teal, waiting on the bank in amber, partly given back muted, given back outlined, lost in a dispute red. */
const VARIANTS: Record<MyPurchaseStatus, BadgeProps['variant']> = {
  paid: 'accent',
  processing: 'warning',
  partially_refunded: 'secondary',
  overpayment_refunded: 'secondary',
  refunded: 'outline',
  duplicate_refunded: 'outline',
  disputed: 'danger',
};

/** A purchase's status in plain words; `data-status` keeps the ledger's name for tests and styling hooks. */
export function PurchaseStatusBadge({ status }: { status: MyPurchaseStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {MY_PURCHASE_STATUS_LABELS[status]}
    </Badge>
  );
}
