import type { PurchaseStatus } from '@shared/api/types/account';
import type { AuditAction, AuditEntry } from '@shared/api/types/admin';
import { supportersCount } from '@shared/counts';
import { PURCHASE_STATUS_LABELS } from '@shared/ledger';
import { formatCents } from '@shared/money';
import { getTier, isTierId } from '@shared/tiers';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  contact_updated: 'Contact submission updated',
  payment_refunded: 'Payment refunded',
  payment_dispute_lost: 'Dispute lost',
  wall_hidden: 'Hidden on the gym wall',
  wall_shown: 'Shown on the gym wall',
  game_key_created: 'Game server key created',
  game_key_revoked: 'Game server key revoked',
  game_account_unlinked: 'Game account unlinked',
  update_sent: 'Update sent',
  creator_code_created: 'Creator code created',
  creator_code_paused: 'Creator code paused',
  creator_code_resumed: 'Creator code resumed',
  goal_created: 'Goal added',
  goal_edited: 'Goal edited',
  goal_reordered: 'Goals reordered',
  goal_deleted: 'Goal deleted',
  gift_resent: 'Gift claim email resent',
  gift_cancelled: 'Gift cancelled and refunded',
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
  amountCents: 'Goal amount',
  unlocks: 'Unlocks',
  order: 'Goal order',
};

type AuditValue = AuditEntry['before'][string];

function shownValue(field: string, value: AuditValue | undefined, action: AuditAction): string {
  if (field === 'ownedTierId') return isTierId(value) ? getTier(value).name : 'None';
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field.endsWith('Cents') && typeof value === 'number') return formatCents(value);
  if (field === 'status' && action.startsWith('payment_')) {
    return PURCHASE_STATUS_LABELS[value as PurchaseStatus] ?? 'Paid';
  }
  if (field === 'status') return String(value).replace(/_/g, ' ');
  return String(value);
}

/** The fields an entry changed, labelled, with the values as the panel shows them. */
export function auditChanges(entry: AuditEntry): { label: string; before: string; after: string }[] {
  // A send's draft → sending is the send itself, which its summary says.
  if (entry.action === 'update_sent') return [];
  return Object.keys(FIELD_LABELS)
    .filter((field) => field in entry.after && entry.before[field] !== entry.after[field])
    .map((field) => ({
      label: FIELD_LABELS[field] ?? field,
      before: shownValue(field, entry.before[field], entry.action),
      after: shownValue(field, entry.after[field], entry.action),
    }));
}

/**
 * An entry said in a sentence, for the actions whose values read better that way (null for the rest):
 * a sent update's subject and the number of supporters it went to.
 */
export function auditSummary(entry: AuditEntry): string | null {
  if (entry.action !== 'update_sent' || typeof entry.after.subject !== 'string') return null;
  const { subject, recipients } = entry.after;
  return typeof recipients === 'number' ? `Sent “${subject}” to ${supportersCount(recipients)}` : `Sent “${subject}”`;
}

/** Stripe's refund reasons, as the panel words them; an admin's reason is shown as they wrote it. */
const STRIPE_REASON_LABELS: Record<string, string> = {
  requested_by_customer: 'Requested by the customer (at Stripe)',
  duplicate: 'Duplicate payment (at Stripe)',
  fraudulent: 'Fraudulent (at Stripe)',
};

/**
 * Who made the change: the admin's email, Stripe for a refund or dispute that came from Stripe, or the
 * store for its own rules (a gift not claimed in time).
 */
export function auditActorLabel(entry: AuditEntry): string {
  if (entry.actor === 'stripe') return 'Stripe';
  if (entry.actor === 'system') return 'the store';
  return entry.adminEmail ?? 'an admin';
}

/** The entry's reason as the panel shows it (null when it has none). */
export function auditReasonLabel(entry: AuditEntry): string | null {
  if (!entry.reason) return null;
  return entry.actor === 'stripe' ? (STRIPE_REASON_LABELS[entry.reason] ?? entry.reason) : entry.reason;
}
