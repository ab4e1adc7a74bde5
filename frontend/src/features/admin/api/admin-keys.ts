/** Query keys of the admin panel's data, general to specific. */
export const adminKeys = {
  all: ['admin'] as const,
  // Keyed by user so a different sign-in never reuses another account's answer.
  role: (userId: string) => [...adminKeys.all, 'role', userId] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: (q: string) => [...adminKeys.all, 'users', { q }] as const,
  user: (userId: string) => [...adminKeys.all, 'users', 'detail', userId] as const,
  purchases: () => [...adminKeys.all, 'purchases'] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
};
