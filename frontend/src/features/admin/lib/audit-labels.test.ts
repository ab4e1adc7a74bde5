import type { AuditEntry } from '@shared/api/types/admin';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditChanges } from './audit-labels';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  action: 'goal_edited',
  actor: 'admin',
  adminId: 'admin-1',
  adminEmail: 'coach@example.com',
  at: '2026-11-29T10:00:00.000Z',
  subject: { type: 'goal', id: 'g1' },
  before: {},
  after: {},
  reason: null,
  ...overrides,
});

describe('goal entries in the audit log', () => {
  it('name each goal action', () => {
    expect([
      AUDIT_ACTION_LABELS.goal_created,
      AUDIT_ACTION_LABELS.goal_edited,
      AUDIT_ACTION_LABELS.goal_reordered,
      AUDIT_ACTION_LABELS.goal_deleted,
    ]).toEqual(['Goal added', 'Goal edited', 'Goals reordered', 'Goal deleted']);
  });

  it('show an edit’s amount in dollars and what it unlocks, before and after', () => {
    const changes = auditChanges(
      entry({
        before: { amountCents: 5_000_000, unlocks: '5v5 mode at launch' },
        after: { amountCents: 7_500_000, unlocks: '5v5 mode at launch' },
      }),
    );

    expect(changes).toEqual([{ label: 'Goal amount', before: '$50,000.00', after: '$75,000.00' }]);
  });

  it('show a reorder as the amounts in their order', () => {
    const changes = auditChanges(
      entry({
        action: 'goal_reordered',
        subject: { type: 'goal', id: 'order' },
        before: { order: '$50,000, $100,000' },
        after: { order: '$100,000, $50,000' },
      }),
    );

    expect(changes).toEqual([{ label: 'Goal order', before: '$50,000, $100,000', after: '$100,000, $50,000' }]);
  });
});
