import type { ContactListStatus } from '@shared/tickets';

/** Query keys of the admin panel's data, general to specific. */
export const adminKeys = {
  all: ['admin'] as const,
  // Keyed by user so a different sign-in never reuses another account's answer.
  role: (userId: string) => [...adminKeys.all, 'role', userId] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: (q: string, anywhere: boolean) => [...adminKeys.all, 'users', { q, anywhere }] as const,
  user: (userId: string) => [...adminKeys.all, 'users', 'detail', userId] as const,
  purchases: (filter?: object) => [...adminKeys.all, 'purchases', ...(filter ? [filter] : [])] as const,
  /** One calendar year's tax report, the year as the address spells it. */
  taxReport: (year: string) => [...adminKeys.all, 'tax-report', { year }] as const,
  contacts: (status?: ContactListStatus) => [...adminKeys.all, 'contacts', ...(status ? [{ status }] : [])] as const,
  contact: (id: string) => [...adminKeys.contacts(), 'detail', id] as const,
  /** Every admin action, or (with a subject) those on one contact or user. */
  audit: (subject: AuditFilter = {}) => [...adminKeys.all, 'audit', subject] as const,
  gameKeys: () => [...adminKeys.all, 'game-keys'] as const,
};

/** The audit log's filter: one contact's or one user's actions, or (empty) all of them. */
export interface AuditFilter {
  contactId?: string;
  userId?: string;
}
