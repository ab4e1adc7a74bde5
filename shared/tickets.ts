/** Ticket (contact submission) statuses, in the order the admin selector lists them. */
export const TICKET_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What the admin's contact list shows: every status together (`all`), or one; in the order of its tabs. */
export const CONTACT_LIST_STATUSES = ['all', ...TICKET_STATUSES] as const;
export type ContactListStatus = (typeof CONTACT_LIST_STATUSES)[number];

export type BadgeVariant = 'default' | 'secondary' | 'outline';

const BADGE_VARIANTS: Record<TicketStatus, BadgeVariant> = {
  new: 'default',
  in_progress: 'secondary',
  resolved: 'outline',
};

const SELECTOR_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};

/** User-side badge text: upper case, underscore turned into a space ("IN PROGRESS"). */
export function userStatusLabel(status: TicketStatus): string {
  return status.replace(/_/g, ' ').toUpperCase();
}

/** Admin badge text: underscore replaced by a space ("in progress"). */
export function adminStatusLabel(status: TicketStatus): string {
  return status.replace(/_/g, ' ');
}

/** Label of the status in the admin's status selector. */
export function statusOptionLabel(status: TicketStatus): string {
  return SELECTOR_LABELS[status];
}

export function statusBadgeVariant(status: TicketStatus): BadgeVariant {
  return BADGE_VARIANTS[status];
}

/** resolved_at after a status change: stamped with `now` when set to resolved, cleared otherwise. */
export function resolvedAtFor(status: TicketStatus, now: Date): string | null {
  return status === 'resolved' ? now.toISOString() : null;
}
