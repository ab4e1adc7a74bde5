import {
  adminStatusLabel,
  resolvedAtFor,
  statusBadgeVariant,
  statusOptionLabel,
  TICKET_STATUSES,
  userStatusLabel,
} from './tickets';

describe('ticket status model', () => {
  it('has the three statuses in selector order', () => {
    expect(TICKET_STATUSES).toEqual(['new', 'in_progress', 'resolved']);
    expect(TICKET_STATUSES.map(statusOptionLabel)).toEqual(['New', 'In Progress', 'Resolved']);
  });

  it('labels user-side badges in upper case with a space for the underscore', () => {
    expect(TICKET_STATUSES.map(userStatusLabel)).toEqual(['NEW', 'IN PROGRESS', 'RESOLVED']);
  });

  it('labels admin badges with the underscore replaced by a space', () => {
    expect(TICKET_STATUSES.map(adminStatusLabel)).toEqual(['new', 'in progress', 'resolved']);
  });

  it('styles new as default, in_progress as secondary and resolved as outline', () => {
    expect(TICKET_STATUSES.map(statusBadgeVariant)).toEqual(['default', 'secondary', 'outline']);
  });

  it('stamps resolved_at only when the status is set to resolved', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(resolvedAtFor('resolved', now)).toBe('2026-11-21T10:00:00.000Z');
    expect(resolvedAtFor('in_progress', now)).toBeNull();
    expect(resolvedAtFor('new', now)).toBeNull();
  });
});
