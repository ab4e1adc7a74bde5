import type { PurchaseStatus } from '@shared/api/types/account';
import { PURCHASE_STATUS_LABELS } from '@shared/ledger';
import { Badge } from '@/components/ui/badge';

/** A purchase's status beside its tier, when it is not simply paid: partly given back in amber, gone in red. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const label = PURCHASE_STATUS_LABELS[status];
  if (!label) return null;
  const partly = status === 'partially_refunded' || status === 'overpayment_refunded';
  return <Badge variant={partly ? 'warning' : 'danger'}>{label}</Badge>;
}
