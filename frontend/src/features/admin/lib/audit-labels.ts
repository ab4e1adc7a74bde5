import type { AuditAction, AuditEntry, PurchaseStatus } from '@shared/api/types';
import { PURCHASE_STATUS_LABELS } from '@shared/ledger';
import { formatCents } from '@shared/money';
import { getTier, isTierId } from '@shared/tiers';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  contact_updated: 'Contact submission updated',
  payment_refunded: 'Payment refunded',
  wall_hidden: 'Hidden on the gym wall',
  wall_shown: 'Shown on the gym wall',
};

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  adminNotes: 'Admin Notes',
  adminResponse: 'Response to User',
  refundedCents: 'Refunded',
  standingSumCents: 'Standing sum',
  ownedTierId: 'Owned tier',
  creditCents: 'Credit',
  hidden: 'Hidden on the wall',
};

type AuditValue = AuditEntry['before'][string];

function shownValue(field: string, value: AuditValue | undefined, action: AuditAction): string {
  if (field === 'ownedTierId') return isTierId(value) ? getTier(value).name : 'None';
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field.endsWith('Cents') && typeof value === 'number') return formatCents(value);
  if (field === 'status' && action === 'payment_refunded') {
    return PURCHASE_STATUS_LABELS[value as PurchaseStatus] ?? 'Paid';
  }
  if (field === 'status') return String(value).replace(/_/g, ' ');
  return String(value);
}

/** The fields an entry changed, labelled, with the values as the panel shows them. */
export function auditChanges(entry: AuditEntry): { label: string; before: string; after: string }[] {
  return Object.keys(FIELD_LABELS)
    .filter((field) => field in entry.after && entry.before[field] !== entry.after[field])
    .map((field) => ({
      label: FIELD_LABELS[field] ?? field,
      before: shownValue(field, entry.before[field], entry.action),
      after: shownValue(field, entry.after[field], entry.action),
    }));
}
