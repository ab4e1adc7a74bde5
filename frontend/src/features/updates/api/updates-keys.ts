/** The development updates' queries, per reader: a supporter is answered the supporters-only ones too. */
export const updatesKeys = {
  all: ['updates'] as const,
  list: (readerId: string | null) => [...updatesKeys.all, 'list', readerId] as const,
  one: (slug: string, readerId: string | null) => [...updatesKeys.all, 'one', slug, readerId] as const,
};
